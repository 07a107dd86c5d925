import WifiOff from '@mui/icons-material/WifiOff';
import { Alert } from 'shared-kernel/mui';
import { TEXTS } from '../../../app/texts';
import { useBrowserOnline } from '../hooks/use-browser-online';

/** Spec 000 §2: shown while the browser is offline. */
export function OfflineBanner() {
  const online = useBrowserOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<WifiOff fontSize="inherit" />} role="status" sx={{ borderRadius: 0 }}>
      {TEXTS.offlineBanner}
    </Alert>
  );
}

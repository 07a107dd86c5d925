// What an area shows while its remote cannot be loaded or has crashed: only that area, with Retry.
import { Box, Typography } from 'shared-kernel/mui';
import { createContext, useContext } from 'react';
import { ErrorFallback } from 'shared-kernel/ui';
import { TEXTS } from '../../../app/texts';

interface AreaFrame {
  /** The area's name; without an outlet, 'This area' (read when shown, in the console's language). */
  title?: string;
  retry: () => void;
}

/** Set by the outlet around whatever it renders, so even the runtime's stand-in module can retry. */
export const AreaFrameContext = createContext<AreaFrame>({ retry: () => window.location.reload() });

/** `needsNewerConsole`: the remote was built against a newer kernel contract than this shell's. */
export function AreaUnavailable({ needsNewerConsole = false }: { needsNewerConsole?: boolean }) {
  const { title = TEXTS.remote.thisArea, retry } = useContext(AreaFrameContext);
  return (
    <Box component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="p" sx={{ textAlign: 'center', mt: 2 }}>
        {needsNewerConsole ? TEXTS.remote.needsNewerConsole : TEXTS.remote.unavailable(title)}
      </Typography>
      <ErrorFallback signedIn onRetry={retry} />
    </Box>
  );
}

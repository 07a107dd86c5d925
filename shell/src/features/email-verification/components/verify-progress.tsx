import { Box, CircularProgress } from 'shared-kernel/mui';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';

/** The loading indicator while a code is checked (and until the success text is due). */
export function VerifyProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={SIGNED_OUT_TEXTS.verify.verifying} />
    </Box>
  );
}

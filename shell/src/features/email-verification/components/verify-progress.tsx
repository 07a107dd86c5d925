import { Box, CircularProgress } from 'shared-kernel/mui';
import { TEXTS } from '../../../app/texts';

/** The loading indicator while a code is checked (and until the success text is due). */
export function VerifyProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={TEXTS.verify.verifying} />
    </Box>
  );
}

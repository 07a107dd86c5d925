import { Box, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import { hasContactForm } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';

/** The message as plain text (at most 3 lines), flagged when it carries the contact form. */
export function CannedMessageText({ message }: { message: string }) {
  return (
    <Box>
      <Typography
        variant="body2"
        title={message}
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {message}
      </Typography>
      {hasContactForm(message) && <Chip size="small" variant="outlined" color="info" label={T.hasContactForm} sx={{ mt: 0.5 }} />}
    </Box>
  );
}

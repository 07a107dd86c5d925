import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Typography } from 'shared-kernel/mui';
import { Avatar, Tooltip } from 'shared-kernel/mui-console';
import type { ChatViewer } from 'shared-kernel/contracts';
import { visuallyHidden } from 'shared-kernel/ui';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';

/** At most this many avatars; the rest as '+N'. */
const SHOWN = 3;

export function viewerText(viewer: ChatViewer): string {
  if (viewer.typing === 'note') return T.isTypingNote(viewer.fullName);
  if (viewer.typing === 'message') return T.isTypingMessage(viewer.fullName);
  return T.isViewing(viewer.fullName);
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * Other staff with the chat open (issue 26 item 3), as small overlapping avatars in the chat header, a pen on
 * whoever types; the same said in words for screen readers (a polite live region, so 'Anna is typing a note…'
 * is heard without moving the focus).
 */
export function ChatViewers({ viewers }: { viewers: ChatViewer[] }) {
  const shown = viewers.slice(0, SHOWN);
  const more = viewers.length - shown.length;
  const sentence = viewers.map(viewerText).join(', ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }} data-testid="chat-viewers">
      <Typography component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {sentence}
      </Typography>
      <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
        {shown.map((viewer) => (
          <Tooltip key={viewer.userId} title={viewerText(viewer)}>
            <Box sx={{ position: 'relative', ml: -1 }}>
              <Avatar sx={{ width: 28, height: 28, fontSize: 12, border: 2, borderColor: 'background.paper', bgcolor: 'secondary.main' }}>
                {initials(viewer.fullName)}
              </Avatar>
              {viewer.typing && (
                <EditNoteIcon
                  sx={{ position: 'absolute', right: -6, bottom: -6, fontSize: 16, color: viewer.typing === 'note' ? 'warning.dark' : 'primary.main', bgcolor: 'background.paper', borderRadius: '50%' }}
                />
              )}
            </Box>
          </Tooltip>
        ))}
        {more > 0 && (
          <Avatar sx={{ width: 28, height: 28, fontSize: 12, ml: -1, border: 2, borderColor: 'background.paper' }}>{`+${more}`}</Avatar>
        )}
      </Box>
    </Box>
  );
}


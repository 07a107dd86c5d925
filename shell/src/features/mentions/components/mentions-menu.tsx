// The opened Mentions list (a chunk of its own): newest first, unread ones marked; choosing one marks it
// read and opens its chat on the dashboard; "Mark all read" clears the count. Notes are shown as text only.
import { Box, Divider, Typography } from 'shared-kernel/mui';
import { Menu, MenuItem } from 'shared-kernel/mui-console';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { useNavigate } from 'shared-kernel/routing';
import { visuallyHidden } from 'shared-kernel/ui';
import type { MentionItem } from 'shared-kernel/contracts';
import { readMentions } from '../api/read-mentions';
import type { Mentions } from '../hooks/use-mentions';
import { mentionChatPath, mentionTime } from '../lib/mention-view';
import { MENTIONS_LIST_TEXTS as L } from '../list-texts';
import { MENTIONS_TEXTS as T } from '../texts';

export interface MentionsMenuProps extends Mentions {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function MentionsMenu({ page, setPage, id, buttonId, anchor, onClose }: MentionsMenuProps) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const open = Boolean(anchor);
  const markRead = (ids?: string[]) => {
    const chosen = ids && new Set(ids);
    setPage((old) => ({
      mentions: old.mentions.map((item) => (!chosen || chosen.has(item.id) ? { ...item, read: true } : item)),
      unread: chosen ? Math.max(0, old.unread - old.mentions.filter((item) => chosen.has(item.id) && !item.read).length) : 0,
    }));
    readMentions(api, ids).then(
      (unread) => setPage((old) => ({ ...old, unread })),
      (err: unknown) => toast.error(errorMessage(err, L.readFailed)),
    );
  };

  const choose = (item: MentionItem) => {
    onClose();
    markRead([item.id]);
    navigate(mentionChatPath(item));
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1 }} aria-hidden>
        <Typography variant="subtitle2" component="p">
          {T.title}
        </Typography>
      </Box>
      <MenuItem disabled={page.unread === 0} onClick={() => markRead()}>
        {L.markAllRead}
      </MenuItem>
      <Divider />
      {page.mentions.length === 0 && <MenuItem disabled>{L.empty}</MenuItem>}
      {page.mentions.map((item) => (
        <MenuItem
          key={item.id}
          onClick={() => choose(item)}
          sx={{ display: 'block', whiteSpace: 'normal', py: 1, borderLeft: 3, borderColor: item.read ? 'transparent' : 'primary.main' }}
        >
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: item.read ? 400 : 700 }}>
            {!item.read && <Box component="span" sx={visuallyHidden}>{`${L.unreadMark} `}</Box>}
            {item.authorName}{' '}
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {L.inChatWith(item.guestId)}
            </Box>
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {item.excerpt}
          </Typography>
          <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {mentionTime(item.chatTime)}
          </Typography>
        </MenuItem>
      ))}
    </Menu>
  );
}

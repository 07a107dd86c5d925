import { Box, Stack, Typography } from 'shared-kernel/mui';
import { Badge, ButtonBase, Chip } from 'shared-kernel/mui-console';
import { memo } from 'react';
import { badgeColorFor, type Conversation } from 'shared-kernel/contracts';
import type { ListedChat } from '../hooks/chat-lists-state';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { lastMessagePreview } from '../lib/preview';
import { ReplyWaitingChip } from './reply-waiting-chip';

/** One active chat: guest, last message, unread badge in the chat's colour, left / back marks. */
export interface ChatRowProps {
  chat: ListedChat;
  mobile: boolean;
  onOpen?: (chat: Conversation) => void;
  selected?: boolean;
}

export const ChatRow = memo(function ChatRow({ chat, mobile, onOpen, selected = false }: ChatRowProps) {
  const color = chat.color ?? badgeColorFor(chat.guestId);
  const preview = lastMessagePreview(chat, mobile);
  return (
    <ButtonBase
      component="div"
      role="button"
      data-testid="chat-row"
      aria-current={selected || undefined}
      onClick={() => onOpen?.(chat)}
      sx={{
        display: 'flex',
        width: '100%',
        textAlign: 'left',
        gap: 1.5,
        alignItems: 'center',
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Box
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0, opacity: chat.visitorLeft ? 0.4 : 1 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="span">
            {T.guest(chat.guestId)}
          </Typography>
          {chat.visitorLeft && <Chip size="small" variant="outlined" label={T.visitorLeft} aria-label={T.visitorLeftLabel} />}
          {chat.visitorIsBack && !chat.visitorLeft && (
            <Chip size="small" variant="outlined" color="success" label={T.visitorIsBack} aria-label={T.visitorIsBackLabel} />
          )}
          {chat.hold && <Chip size="small" variant="outlined" label={chat.hold.text} data-testid="chat-hold" />}
          {chat.waitingSince && <ReplyWaitingChip since={chat.waitingSince} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap={!mobile} title={preview}>
          {preview}
        </Typography>
      </Box>
      {chat.unreadMessages > 0 && (
        <Badge
          badgeContent={chat.unreadMessages}
          max={99}
          aria-label={T.unread(chat.unreadMessages)}
          data-color={color}
          sx={{ mr: 1, '& .MuiBadge-badge': { bgcolor: color, color: '#fff' } }}
        />
      )}
    </ButtonBase>
  );
});

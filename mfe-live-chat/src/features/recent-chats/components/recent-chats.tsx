import { Box, Typography } from 'shared-kernel/mui';
import { List, ListSubheader } from 'shared-kernel/mui-console';
import { Virtuoso } from 'react-virtuoso';
import { LIMITS, type Conversation, type IncomingChat } from 'shared-kernel/contracts';
import { useSession, useViewport } from 'shared-kernel/platform';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import type { ListedChat } from '../hooks/chat-lists-state';
import { chatLimitOf, idsOf, loadOf, offeredTo } from '../lib/routing';
import { ChatRow } from './chat-row';
import { IncomingChatRow } from './incoming-chat-row';

export interface RecentChatsProps {
  loading: boolean;
  active: ListedChat[];
  incoming: IncomingChat[];
  onAccept: (chat: IncomingChat) => void;
  onDismiss: (chat: IncomingChat) => void;
  /** Opens the chat in the Chat panel. */
  onOpen?: (chat: Conversation) => void;
  /** The chat shown in the Chat panel, highlighted. */
  openChatId?: string | null;
}

/**
 * Incoming chats first (accept / dismiss, or an offer to this user: accept / decline), then this agent's active
 * chats, virtualized. With a chat limit (issue 27), the load on top; at the limit only offers can be accepted.
 */
export function RecentChats({ loading, active, incoming, onAccept, onDismiss, onOpen, openChatId = null }: RecentChatsProps) {
  const mobile = useViewport() === 'mobile';
  const { user } = useSession();
  const ids = idsOf(user);
  const limit = chatLimitOf(user);
  const load = loadOf(active, ids);
  // An offer stays acceptable at the limit: the server counted it in.
  const blocked = limit !== null && load >= limit ? T.atLimit(load, limit) : null;
  const loadLine = limit !== null && (
    <Typography variant="caption" color={blocked ? 'warning.main' : 'text.secondary'} data-testid="chat-load" sx={{ px: 2, pt: 0.75, textAlign: 'right' }}>
      {T.load(load, limit)}
    </Typography>
  );
  if (loading) {
    return (
      <Box sx={{ p: 1.5 }}>
        <SkeletonList rows={LIMITS.SKELETONS.dashboard} height={56} />
      </Box>
    );
  }
  if (active.length === 0 && incoming.length === 0) {
    return (
      <>
        {loadLine}
        <EmptyState text={T.empty} />
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {loadLine}
      {incoming.length > 0 && (
        <List aria-label={T.incoming} disablePadding subheader={<ListSubheader disableSticky>{T.incoming}</ListSubheader>}>
          {incoming.map((chat) => (
            <li key={chat.chatId}>
              <IncomingChatRow
                chat={chat}
                onAccept={onAccept}
                onDismiss={onDismiss}
                mobile={mobile}
                offered={offeredTo(chat, ids)}
                blocked={offeredTo(chat, ids) ? null : blocked}
              />
            </li>
          ))}
        </List>
      )}
      {active.length > 0 && (
        <Box component="section" aria-label={T.active} sx={{ flex: 1, minHeight: 240, display: 'flex', flexDirection: 'column' }}>
          <ListSubheader component="h3" disableSticky sx={{ lineHeight: '40px' }}>
            {T.active}
          </ListSubheader>
          <Virtuoso
            style={{ flex: 1, minHeight: 240 }}
            data={active}
            computeItemKey={(_index, chat) => chat.chatId}
            itemContent={(_index, chat) => <ChatRow chat={chat} mobile={mobile} onOpen={onOpen} selected={chat.chatId === openChatId} />}
          />
        </Box>
      )}
    </Box>
  );
}

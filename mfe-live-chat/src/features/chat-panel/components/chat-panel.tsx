import type { ChatRef, ConversionRecord, Visitor } from 'shared-kernel/contracts';
import { Box, LinearProgress, Paper, Typography } from 'shared-kernel/mui';
import { useId, useState, type ComponentType } from 'react';
import { ConfirmDialog } from 'shared-kernel/ui';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { useChatConversation, type OpenChat } from '../hooks/use-chat-conversation';
import { useEndChat } from '../hooks/use-end-chat';
import { useGuestTyping } from '../hooks/use-guest-typing';
import { ChatHeader } from './chat-header';
import { ChatInput, type InputAssistProps } from './chat-input';
import { MessageList } from './message-list';

export interface ChatPanelProps {
  chat: OpenChat;
  onClose: () => void;
  /** Mobile and tablet: full width with a back button. */
  showBack?: boolean;
  /** The panel told the server the chat is read (the lists reset its unread count). */
  onRead?: (chatId: string) => void;
  /** Mobile and tablet: opens the Guest Info panel. */
  onGuestInfo?: () => void;
  /** Whether the Guest Info the header's button toggles is open (beside the chat); absent where it replaces the chat. */
  guestInfoOpen?: boolean;
  /** The guest's details came with the conversation (for the Guest Info panel). */
  onVisitor?: (visitor: Visitor) => void;
  /** Composed in by the app: the '#' canned list of the input. */
  inputAssist?: ComponentType<InputAssistProps>;
  /** Composed in by the app: the open chat's header actions (Book Now, Request Payment). */
  actions?: ComponentType<ChatActionsProps>;
}

/** What the header actions get: the open chat and its conversion record. */
export interface ChatActionsProps {
  chat: ChatRef;
  conversion: ConversionRecord | null;
}

/** The open chat: header with timer, actions and End Chat, the messages, the guest's typing, the input (spec 000 §2). */
export function ChatPanel({ chat, onClose, showBack = false, onRead, onVisitor, onGuestInfo, guestInfoOpen, inputAssist, actions: Actions }: ChatPanelProps) {
  const titleId = useId();
  const conversation = useChatConversation(chat, onClose, onRead, onVisitor);
  const typing = useGuestTyping(chat.visitorId);
  const { end, busy } = useEndChat(chat.visitorId, onClose);
  const [confirming, setConfirming] = useState(false);
  const open = Boolean(conversation.chatId) && !conversation.loading;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ gridArea: 'chat', display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, height: '100%', overflow: 'hidden' }}
    >
      <ChatHeader
        titleId={titleId}
        guestId={chat.guestId}
        startedAt={conversation.startedAt}
        showBack={showBack}
        canEnd={open}
        onEnd={() => setConfirming(true)}
        onClose={onClose}
        onGuestInfo={onGuestInfo}
        guestInfoOpen={guestInfoOpen}
        actions={
          Actions &&
          conversation.chatId && (
            <Actions chat={{ visitorId: chat.visitorId, guestId: chat.guestId, chatId: conversation.chatId }} conversion={conversation.conversion} />
          )
        }
      />
      {conversation.loading ? (
        <LinearProgress aria-label={T.loading} />
      ) : (
        <MessageList history={conversation.history} messages={conversation.messages} readUpTo={conversation.readUpTo} />
      )}
      <Box sx={{ minHeight: 24, px: 2 }} aria-live="polite">
        {typing && (
          <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {T.typing(chat.guestId)}
          </Typography>
        )}
      </Box>
      <ChatInput onSend={conversation.send} onTyping={conversation.notifyTyping} disabled={!open} assist={inputAssist} />
      <ConfirmDialog
        open={confirming}
        title={T.endChatTitle}
        message={T.endChatQuestion(chat.guestId)}
        confirmLabel={T.endChatConfirm}
        confirmColor="error"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void end().then((ended) => {
            if (!ended) setConfirming(false);
          });
        }}
      />
    </Paper>
  );
}

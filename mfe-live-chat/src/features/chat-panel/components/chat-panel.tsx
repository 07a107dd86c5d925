import type { ChatActivity, ChatHolding, ChatRef, ChatViewer, ConversionRecord, Visitor } from 'shared-kernel/contracts';
import { Box, LinearProgress, Paper, Typography } from 'shared-kernel/mui';
import { useCallback, useId, useMemo, useState, type ComponentType } from 'react';
import { useSession } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { useChatConversation, type OpenChat } from '../hooks/use-chat-conversation';
import { useChatPresence } from '../hooks/use-chat-presence';
import { useEndChat } from '../hooks/use-end-chat';
import { useGuestTyping } from '../hooks/use-guest-typing';
import { canWriteNote, canWriteToGuest, viewerList, type OpenChatStatus } from '../lib/open-chat-state';
import { ChatHeader } from './chat-header';
import { ChatInput, type InputAssistProps } from './chat-input';
import { MessageList } from './message-list';

/** A change of the chat's holder, as the event and the transfer / take-over answers carry it. */
export type HolderChange = ChatRef & { holding: ChatHolding; activity: ChatActivity; previousHolderId: string | null };

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
  /** Composed in by the app: the '#' canned list and the '@' picker of the input. */
  inputAssist?: ComponentType<InputAssistProps>;
  /** Composed in by the app: the open chat's header actions (Book Now, Request Payment), for its holder. */
  actions?: ComponentType<ChatActionsProps>;
  /** Composed in by the app: Transfer and Take over (issue 26). */
  teamwork?: ComponentType<ChatTeamworkProps>;
  /** Composed in by the app: the other staff viewing the chat. */
  viewers?: ComponentType<{ viewers: ChatViewer[] }>;
  /** This user transferred or took over the chat (the lists follow at once, before the server's event). */
  onHolderChanged?: (change: HolderChange) => void;
  /** Composed in by the app: the guest's rating, under a chat that has ended (issue 28). */
  endedRating?: ComponentType<{ chatId: string }>;
}

/** What the header actions get: the open chat and its conversion record. */
export interface ChatActionsProps {
  chat: ChatRef;
  conversion: ConversionRecord | null;
}

/** What the teamwork actions get: the chat, who holds it, and a way to report what they changed. */
export interface ChatTeamworkProps {
  chat: ChatRef;
  holding: ChatHolding | null;
  status: OpenChatStatus;
  onChanged: (answer: { holding: ChatHolding; activity: ChatActivity }) => void;
}

/** The line under the messages that says why the user cannot write to the guest. */
function readOnlyLine(status: OpenChatStatus): string | null {
  switch (status.kind) {
    case 'held-by-other':
      return status.holderName ? T.heldBy(status.holderName) : T.notHeld;
    case 'waiting':
      return T.waitingFor(status.department);
    case 'taken-over':
      return T.takenOverBy(status.by);
    case 'ended':
      return T.ended;
    default:
      return null;
  }
}

/**
 * The open chat: header with timer, actions and End Chat, the messages with the staff's notes and hand-overs,
 * the guest's typing, the input (spec 000 §2; issue 26: only the holder writes to the guest, notes for all).
 */
export function ChatPanel({
  chat,
  onClose,
  showBack = false,
  onRead,
  onVisitor,
  onGuestInfo,
  guestInfoOpen,
  inputAssist,
  actions: Actions,
  teamwork: Teamwork,
  viewers: Viewers,
  onHolderChanged,
  endedRating: EndedRating,
}: ChatPanelProps) {
  const titleId = useId();
  const { user } = useSession();
  const conversation = useChatConversation(chat, onClose, onRead, onVisitor);
  const { state, dispatch, guestId } = conversation;
  const { status, chatId } = state;
  const viewers = useMemo(() => viewerList(state), [state]);
  const onTyping = useChatPresence(chatId, viewers.length > 0, dispatch);
  const typing = useGuestTyping(chat.visitorId);
  const { end, busy } = useEndChat(chat.visitorId, onClose);
  const [confirming, setConfirming] = useState(false);
  const loading = status.kind === 'loading';
  const open = Boolean(chatId) && !loading;
  const mine = open && canWriteToGuest(status);
  const ref = useMemo(() => (chatId ? { visitorId: chat.visitorId, guestId, chatId } : null), [chat.visitorId, guestId, chatId]);

  const { send, notifyTyping } = conversation;
  const typed = useCallback(
    (mode: Parameters<typeof onTyping>[0]) => {
      onTyping(mode);
      // The guest sees 'typing' for messages only, never for a note.
      if (mode === 'message') notifyTyping();
    },
    [onTyping, notifyTyping],
  );
  const changed = useCallback(
    (answer: { holding: ChatHolding; activity: ChatActivity }) => {
      if (!ref) return;
      const previousHolderId = state.holding?.holderId ?? (status.kind === 'mine' ? (user?.userId || user?._id || null) : null);
      const change = { ...ref, ...answer, previousHolderId };
      dispatch({ type: 'holder-changed', holding: answer.holding, activity: answer.activity, previousHolderId });
      onHolderChanged?.(change);
    },
    [ref, state.holding, status.kind, user, dispatch, onHolderChanged],
  );

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ gridArea: 'chat', display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, height: '100%', overflow: 'hidden' }}
    >
      <ChatHeader
        titleId={titleId}
        title={guestId ? T.guest(guestId) : T.chatTitle}
        startedAt={state.startedAt}
        showBack={showBack}
        canEnd={mine}
        onEnd={() => setConfirming(true)}
        onClose={onClose}
        onGuestInfo={onGuestInfo}
        guestInfoOpen={guestInfoOpen}
        viewers={Viewers && viewers.length > 0 ? <Viewers viewers={viewers} /> : null}
        teamwork={Teamwork && ref && open ? <Teamwork chat={ref} holding={state.holding} status={status} onChanged={changed} /> : null}
        actions={Actions && ref && <Actions chat={ref} conversion={state.conversion} />}
      />
      {loading ? (
        <LinearProgress aria-label={T.loading} />
      ) : (
        <MessageList history={state.history} messages={state.messages} notes={state.notes} activity={state.activity} readUpTo={state.readUpTo} />
      )}
      <Box sx={{ minHeight: 24, px: 2 }} aria-live="polite">
        {typing && (
          <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {T.typing(guestId)}
          </Typography>
        )}
      </Box>
      {EndedRating && chatId && status.kind === 'ended' && <EndedRating chatId={chatId} />}
      <ChatInput
        onSend={send}
        onSendNote={conversation.sendNote}
        onSendNoteFile={conversation.sendNoteFile}
        onTyping={typed}
        disabled={!open || !canWriteNote(status)}
        canMessage={mine}
        readOnlyLine={open ? readOnlyLine(status) : null}
        assist={inputAssist}
        chatId={open ? chatId : null}
      />
      <ConfirmDialog
        open={confirming}
        title={T.endChatTitle}
        message={T.endChatQuestion(guestId)}
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

import { Button } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import { GUEST_FEED_TEXTS as T } from '../../../app/texts';
import type { ChatButtonState } from '../lib/chat-button-state';

const STATE_COLOR = { initiated: 'info', chattingWithYou: 'success', inAChat: 'warning' } as const;

export interface ChatButtonProps {
  state: ChatButtonState;
  guestId: number;
  /** Outside the agent's departments, or a request under way. */
  disabled: boolean;
  onInitiate: () => void;
  /** 'Chatting with you': opens the chat in the chat panel. */
  onOpenChat?: () => void;
}

/**
 * 'Initiate Chat' starts a chat and 'Chatting with you' opens it; the other states are shown as a mark of where
 * the guest's chat stands.
 */
export function ChatButton({ state, guestId, disabled, onInitiate, onOpenChat }: ChatButtonProps) {
  const label = T.chatButton[state];
  if (state === 'chattingWithYou' && onOpenChat) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="success"
        onClick={onOpenChat}
        aria-label={T.chatButtonLabel(label, guestId)}
        data-testid="chat-state"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
    );
  }
  if (state !== 'initiate') {
    // The warning orange is too light for text on white (about 3:1): its border marks the state, the text stays dark.
    const text = state === 'inAChat' ? { color: 'text.primary' } : {};
    return <Chip label={label} color={STATE_COLOR[state]} variant="outlined" data-testid="chat-state" sx={{ flexShrink: 0, ...text }} />;
  }
  return (
    <Button
      size="small"
      variant="contained"
      disabled={disabled}
      onClick={onInitiate}
      aria-label={T.chatButtonLabel(label, guestId)}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

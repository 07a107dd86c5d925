// The chat panel as the dashboard shows it, with the parts the app composes into it: the '#' canned list and
// the '@' picker of the input, Transfer and Take over (issue 26), the guest's rating under an ended chat
// (issue 28). One chunk, fetched with the first chat opened (dashboard-page.tsx): none of it is on the first
// dashboard.
import type { InputAssistProps } from '../features/chat-panel/components/chat-input';
import { CannedAssist } from '../features/canned-messages/components/canned-assist';
import { ChatPanel, type ChatPanelProps } from '../features/chat-panel/components/chat-panel';
import { MentionAssist } from '../features/chat-teamwork/components/mention-assist';
import { TeamworkActions } from '../features/chat-teamwork/components/teamwork-actions';
import { EndedChatRating } from '../features/ratings/components/ended-chat-rating';

/** The chat input's assist: the '#' canned list for messages, the '@' picker of colleagues for notes. */
function ChatInputAssist(props: InputAssistProps) {
  return props.mode === 'note' ? <MentionAssist {...props} /> : <CannedAssist {...props} />;
}

export type ComposedChatPanelProps = Omit<ChatPanelProps, 'teamwork' | 'inputAssist' | 'endedRating'>;

export function ComposedChatPanel(props: ComposedChatPanelProps) {
  return <ChatPanel {...props} teamwork={TeamworkActions} inputAssist={ChatInputAssist} endedRating={EndedChatRating} />;
}

// The chat panel as the dashboard shows it, with the parts the app composes into it: the '#' canned list and
// the '@' picker of the input, Transfer and Take over (issue 26), the guest's rating under an ended chat
// (issue 28), AI assist (issue 36). One chunk, fetched with the first chat opened (dashboard-page.tsx):
// none of it is on the first dashboard.
import { useImperativeHandle, useRef } from 'react';
import { AiInputSlot, AiSummarizeSlot, AiTransferNoteSlot } from '../features/ai-assist/components/ai-slots';
import type { InputAssistKeys, InputAssistProps } from '../features/chat-panel/components/chat-input';
import { CannedAssist } from '../features/canned-messages/components/canned-assist';
import { ChatPanel, type ChatPanelProps, type ChatTeamworkProps } from '../features/chat-panel/components/chat-panel';
import { MentionAssist } from '../features/chat-teamwork/components/mention-assist';
import { TeamworkActions } from '../features/chat-teamwork/components/teamwork-actions';
import { EndedChatRating } from '../features/ratings/components/ended-chat-rating';

/**
 * The chat input's assist: the '#' canned list for messages, the '@' picker of colleagues for notes, and AI
 * assist for messages (issue 36). Keys go to AI assist first (Ctrl+J), then to the list.
 */
function ChatInputAssist(props: InputAssistProps) {
  const listKeys = useRef<InputAssistKeys>(null);
  const aiKeys = useRef<InputAssistKeys>(null);
  useImperativeHandle(props.keys, () => ({ onKeyDown: (event) => Boolean(aiKeys.current?.onKeyDown(event)) || Boolean(listKeys.current?.onKeyDown(event)) }));
  if (props.mode === 'note') return <MentionAssist {...props} keys={listKeys} />;
  return (
    <>
      <CannedAssist {...props} keys={listKeys} />
      {props.chatId && <AiInputSlot chatId={props.chatId} text={props.text} setText={props.setText} keys={aiKeys} />}
    </>
  );
}

/** Transfer (its note may be AI assist's summary) and Take over, and AI assist's Summarize (issue 36). */
function TeamworkWithSummary(props: ChatTeamworkProps) {
  return (
    <>
      <TeamworkActions {...props} noteAssist={AiTransferNoteSlot} />
      <AiSummarizeSlot chatId={props.chat.chatId} />
    </>
  );
}

export type ComposedChatPanelProps = Omit<ChatPanelProps, 'teamwork' | 'inputAssist' | 'endedRating'>;

export function ComposedChatPanel(props: ComposedChatPanelProps) {
  return <ChatPanel {...props} teamwork={TeamworkWithSummary} inputAssist={ChatInputAssist} endedRating={EndedChatRating} />;
}

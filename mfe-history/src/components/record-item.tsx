// One entry of a chat's record in the history: escalations (issue 27) in the history's words, the rest
// as the shared transcript shows them.
import { memo } from 'react';
import type { ChatActivityKind } from 'shared-kernel/contracts';
import { CentredLine, ChatRecordItem, type ChatRecordEntry } from 'shared-kernel/transcript';
import { RECORD_TEXTS as T } from './texts';

const ESCALATIONS: readonly ChatActivityKind[] = ['escalation-pending', 'escalation-reply'];

export const RecordItem = memo(function RecordItem({ entry }: { entry: ChatRecordEntry }) {
  if (entry.kind !== 'activity' || !ESCALATIONS.includes(entry.activity.kind)) return <ChatRecordItem entry={entry} />;
  const { activity } = entry;
  return (
    <CentredLine testId="activity" kind={activity.kind} chatTime={activity.chatTime}>
      {T.escalated(activity.note?.trim() ?? '')}
    </CentredLine>
  );
});

import { Typography } from 'shared-kernel/mui';
import { memo } from 'react';
import type { ChatActivity } from 'shared-kernel/contracts';
import { CentredLine } from './system-line';
import { TRANSCRIPT_TEXTS as T } from './texts';

/** What a transfer or take-over did, in words: 'Anna transferred the chat to Sales'. */
export function activityText(activity: Pick<ChatActivity, 'kind' | 'actorName' | 'fromAgentName' | 'toAgentName' | 'departmentName' | 'note'>): string {
  const actor = activity.actorName || T.someone;
  switch (activity.kind) {
    case 'transfer-agent':
      return T.transferredTo(actor, activity.toAgentName || T.agent);
    case 'transfer-department':
      return T.transferredTo(actor, activity.departmentName || activity.toAgentName || T.agent);
    case 'take-over':
      return activity.fromAgentName ? T.tookOverFrom(actor, activity.fromAgentName) : T.tookOver(actor);
    case 'accept-transfer':
      return T.acceptedTransfer(actor);
    case 'escalation-pending':
    case 'escalation-reply':
      return T.escalated(activity.note?.trim() ?? '');
    default:
      return actor;
  }
}

const isEscalation = (kind: ChatActivity['kind']) => kind === 'escalation-pending' || kind === 'escalation-reply';

/** A transfer, take-over, accepted transfer or escalation as a centred line with its time, and the transfer's note in quotes. */
export const ActivityLine = memo(function ActivityLine({ activity }: { activity: ChatActivity }) {
  // An escalation's note is its sentence, already in the line.
  const note = isEscalation(activity.kind) ? '' : activity.note?.trim();
  return (
    <CentredLine
      testId="activity"
      kind={activity.kind}
      chatTime={activity.chatTime}
      detail={
        note ? (
          <Typography variant="caption" component="p" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {T.quoted(note)}
          </Typography>
        ) : undefined
      }
    >
      {activityText(activity)}
    </CentredLine>
  );
});

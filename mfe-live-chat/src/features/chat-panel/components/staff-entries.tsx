import DoneIcon from '@mui/icons-material/Done';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Typography } from 'shared-kernel/mui';
import { memo } from 'react';
import type { ChatActivity } from 'shared-kernel/contracts';
import { fullTime, NoteBubble, shortTime } from 'shared-kernel/transcript';
import { visuallyHidden } from 'shared-kernel/ui';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { ESCALATION_TEXTS } from '../../escalations/texts';
import type { PanelNote } from '../lib/open-chat-state';

/**
 * A staff-only note: the transcript's Note bubble (text only, or its file for a file note) with the live
 * panel's sending state beside its time.
 */
export const NoteItem = memo(function NoteItem({ note }: { note: PanelNote }) {
  const state = note.refused ? 'refused' : note.pending ? 'pending' : 'sent';
  const Icon = note.refused ? ErrorOutlineIcon : note.pending ? ScheduleIcon : DoneIcon;
  const footer = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: note.refused ? 'error.main' : 'inherit' }}>
      <Icon sx={{ fontSize: 14 }} aria-hidden />
      <Typography variant="caption" component="span">
        {note.refused ? T.withReason(T.refused, note.refused) : note.pending ? T.pending : T.sent}
      </Typography>
    </Box>
  );
  return <NoteBubble note={note} footer={footer} faint={note.pending} state={state} />;
});

export function activityLine(activity: ChatActivity): string {
  switch (activity.kind) {
    case 'transfer-agent':
      return T.transferredToAgent(activity.actorName, activity.toAgentName ?? '');
    case 'transfer-department':
      return T.transferredToDepartment(activity.actorName, activity.departmentName ?? '');
    case 'take-over':
      return T.tookOverFrom(activity.actorName, activity.fromAgentName);
    case 'accept-transfer':
      return T.acceptedTransfer(activity.actorName, activity.departmentName);
    case 'escalation-pending':
    case 'escalation-reply':
      return ESCALATION_TEXTS.activity(activity.note);
  }
}

/** An escalation's note is its line already; a hand-over's note is shown under it. */
const isEscalation = (activity: ChatActivity) => activity.kind === 'escalation-pending' || activity.kind === 'escalation-reply';

/** A hand-over (transfer, take-over, accept) or an escalation, centred, staff only, with its time and the transfer's note. */
export const ActivityItem = memo(function ActivityItem({ activity }: { activity: ChatActivity }) {
  return (
    <Box data-testid="activity" sx={{ px: 2, py: 0.75, textAlign: 'center' }} title={fullTime(activity.chatTime)}>
      <Typography variant="caption" component="p" color="text.secondary">
        {activityLine(activity)} ·{' '}
        <time dateTime={activity.chatTime}>{shortTime(activity.chatTime)}</time>
        <Box component="span" sx={visuallyHidden}>
          {` (${T.staffOnly})`}
        </Box>
      </Typography>
      {activity.note && !isEscalation(activity) && (
        <Typography variant="caption" component="p" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {T.transferNote(activity.note)}
        </Typography>
      )}
    </Box>
  );
});

/** A '[system]' line the server wrote for the guest ('You are now chatting with Anna'), centred. */
export function SystemLine({ text, chatTime }: { text: string; chatTime: string }) {
  return (
    <Box data-testid="message" data-kind="system" sx={{ px: 2, py: 0.5, textAlign: 'center' }} title={fullTime(chatTime)}>
      <Typography variant="caption" component="p" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

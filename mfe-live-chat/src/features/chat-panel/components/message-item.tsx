import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box } from 'shared-kernel/mui';
import { memo } from 'react';
import { isSystemLine, stripSystemMarker } from 'shared-kernel/contracts';
import { MessageBubble } from 'shared-kernel/transcript';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import type { PanelMessage } from '../lib/message-list';
import { SystemLine } from './staff-entries';

export type Tick = 'pending' | 'sent' | 'read' | 'refused' | null;

const TICKS = {
  pending: { Icon: ScheduleIcon, color: 'inherit' },
  sent: { Icon: DoneIcon, color: 'inherit' },
  read: { Icon: DoneAllIcon, color: 'info.main' },
  refused: { Icon: ErrorOutlineIcon, color: 'error.main' },
} as const;

function TickMark({ tick, reason }: { tick: Tick; reason?: string }) {
  if (!tick) return null;
  const { Icon, color } = TICKS[tick];
  const label = T[tick];
  return (
    <Box component="span" data-testid="tick" data-tick={tick} title={reason ?? label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color }}>
      <Icon sx={{ fontSize: 14, color }} aria-hidden />
      <span>{reason ? T.withReason(label, reason) : label}</span>
    </Box>
  );
}

/** One message of the live panel: the transcript's bubble with the agent's delivery ticks. */
export const MessageItem = memo(function MessageItem({ message, tick }: { message: PanelMessage; tick: Tick }) {
  const mine = message.direction === 'outbound';
  if (isSystemLine(message.bodyText ?? '')) return <SystemLine text={stripSystemMarker(message.bodyText)} chatTime={message.chatTime} />;
  return <MessageBubble message={message} faint={message.pending} footer={mine ? <TickMark tick={tick} reason={message.refused} /> : undefined} />;
});

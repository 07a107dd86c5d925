import { Box, Stack, Typography } from 'shared-kernel/mui';
import { memo, type ReactNode } from 'react';
import { classifyMessage, stripSystemMarker, type ChatMessage } from 'shared-kernel/contracts';
import { MessageBody } from './message-body';
import { fullTime, shortTime } from './message-time';
import { CentredLine } from './system-line';

export interface MessageBubbleProps {
  message: ChatMessage;
  /** Shown above the text (e.g. the agent's name in a transcript); nothing when absent. */
  sender?: string;
  /** Beside the time (e.g. the live panel's delivery ticks). */
  footer?: ReactNode;
  /** Not acknowledged yet: drawn fainter. */
  faint?: boolean;
}

/**
 * One message: guest bubbles left, agent bubbles right, AutoMessages dashed, the full time on hover; a line
 * the server wrote for the guest ([system], e.g. after a transfer) is a centred muted line, not a bubble.
 */
export const MessageBubble = memo(function MessageBubble({ message, sender, footer, faint }: MessageBubbleProps) {
  const mine = message.direction === 'outbound';
  const kind = classifyMessage(message);
  if (kind === 'system') {
    return (
      <CentredLine testId="message" kind="system" chatTime={message.chatTime}>
        {stripSystemMarker(message.bodyText)}
      </CentredLine>
    );
  }
  const auto = kind === 'auto';
  return (
    <Box data-testid="message" data-kind={kind} sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', px: 2, py: 0.5 }}>
      <Box
        title={fullTime(message.chatTime)}
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: auto ? 'action.hover' : mine ? 'primary.main' : 'grey.100',
          color: mine && !auto ? 'primary.contrastText' : 'text.primary',
          border: auto ? 1 : 0,
          borderStyle: 'dashed',
          borderColor: 'divider',
          opacity: faint ? 0.7 : 1,
        }}
      >
        {sender && (
          <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.25 }}>
            {sender}
          </Typography>
        )}
        <MessageBody message={message} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}>
          <Typography variant="caption" component="time" dateTime={message.chatTime}>
            {shortTime(message.chatTime)}
          </Typography>
          {footer}
        </Stack>
      </Box>
    </Box>
  );
});

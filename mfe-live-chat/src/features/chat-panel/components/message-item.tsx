import AttachFileIcon from '@mui/icons-material/AttachFile';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { classifyMessage, parseAttachment, receiptLink, stripAutoMarker } from 'shared-kernel/contracts';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { fullTime, shortTime, type PanelMessage } from '../lib/message-list';

export type Tick = 'pending' | 'sent' | 'read' | null;

function TickMark({ tick }: { tick: Tick }) {
  if (!tick) return null;
  const label = tick === 'read' ? T.read : tick === 'sent' ? T.sent : T.pending;
  const Icon = tick === 'read' ? DoneAllIcon : tick === 'sent' ? DoneIcon : ScheduleIcon;
  return (
    <Box component="span" data-testid="tick" data-tick={tick} title={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <Icon sx={{ fontSize: 14, color: tick === 'read' ? 'info.main' : 'inherit' }} aria-hidden />
      <span>{label}</span>
    </Box>
  );
}

function Body({ message }: { message: PanelMessage }) {
  const kind = classifyMessage(message);
  if (kind === 'attachment') {
    const attachment = parseAttachment(message.bodyText);
    const name = attachment?.fileName ?? '';
    return <Chip icon={<AttachFileIcon />} label={name} aria-label={T.attachment(name)} variant="outlined" sx={{ maxWidth: 240 }} />;
  }
  if (kind === 'auto') {
    return (
      <>
        <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontStyle: 'italic' }}>
          <SmartToyOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
          {T.automated}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {stripAutoMarker(message.bodyText)}
        </Typography>
      </>
    );
  }
  if (kind === 'receipt') {
    const href = receiptLink(message.bodyText) ?? '';
    return (
      <Stack spacing={0.5}>
        <Typography variant="subtitle2">{T.receipt}</Typography>
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {T.show}
        </Link>
      </Stack>
    );
  }
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.bodyText}
    </Typography>
  );
}

/** One message: guest bubbles left, agent bubbles right, the full time on hover, the agent's ticks. */
export const MessageItem = memo(function MessageItem({ message, tick }: { message: PanelMessage; tick: Tick }) {
  const mine = message.direction === 'outbound';
  const auto = classifyMessage(message) === 'auto';
  return (
    <Box
      data-testid="message"
      data-kind={classifyMessage(message)}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', px: 2, py: 0.5 }}
    >
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
          opacity: message.pending ? 0.7 : 1,
        }}
      >
        <Body message={message} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5, opacity: 0.8 }}>
          <Typography variant="caption" component="time" dateTime={message.chatTime}>
            {shortTime(message.chatTime)}
          </Typography>
          {mine && <TickMark tick={tick} />}
        </Stack>
      </Box>
    </Box>
  );
});

import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Box, Link, Stack, Typography } from 'shared-kernel/mui';
import { memo } from 'react';
import { classifyMessage, MESSAGE_MARKERS, parseAttachment, receiptLink, stripAutoMarker } from 'shared-kernel/contracts';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { fullTime, shortTime, type PanelMessage } from '../lib/message-list';
import { AttachmentView } from './attachment-view';

/** Only http(s) addresses become links (spec: links are only ever http(s)). */
function isHttpLink(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export type Tick = 'pending' | 'sent' | 'read' | 'refused' | null;

const TICKS = {
  pending: { label: T.pending, Icon: ScheduleIcon, color: 'inherit' },
  sent: { label: T.sent, Icon: DoneIcon, color: 'inherit' },
  read: { label: T.read, Icon: DoneAllIcon, color: 'info.main' },
  refused: { label: T.refused, Icon: ErrorOutlineIcon, color: 'error.main' },
} as const;

function TickMark({ tick, reason }: { tick: Tick; reason?: string }) {
  if (!tick) return null;
  const { label, Icon, color } = TICKS[tick];
  return (
    <Box component="span" data-testid="tick" data-tick={tick} title={reason ?? label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color }}>
      <Icon sx={{ fontSize: 14, color }} aria-hidden />
      <span>{reason ? `${label}: ${reason}` : label}</span>
    </Box>
  );
}

function Body({ message }: { message: PanelMessage }) {
  const kind = classifyMessage(message);
  if (kind === 'attachment') {
    const attachment = parseAttachment(message.bodyText);
    return attachment ? <AttachmentView attachment={attachment} /> : null;
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
    // The words around the link (e.g. the amount paid), as text; the link itself is the Show link.
    const note = message.bodyText.replace(href, ' ').replace(/\s+/g, ' ').replace(/[\s:]+$/, '').trim();
    return (
      <Stack spacing={0.5} data-testid="receipt">
        <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ReceiptLongOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          {T.receipt}
        </Typography>
        {note && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note}
          </Typography>
        )}
        {isHttpLink(href) && (
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {T.show}
          </Link>
        )}
      </Stack>
    );
  }
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {kind === 'agent' ? withContactForms(message.bodyText) : message.bodyText}
    </Typography>
  );
}

/** An agent text with each [contact-form] placeholder shown as what the guest gets there: a form. */
function withContactForms(text: string) {
  const parts = text.split(MESSAGE_MARKERS.contactForm);
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) => [
    ...(index > 0
      ? [
          <Box component="span" key={`form-${index}`} data-testid="contact-form-placeholder" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 0.75, mx: 0.25, borderRadius: 1, border: 1, borderColor: 'currentColor' }}>
            <ContactMailOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
            {T.contactForm}
          </Box>,
        ]
      : []),
    part,
  ]);
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
          {mine && <TickMark tick={tick} reason={message.refused} />}
        </Stack>
      </Box>
    </Box>
  );
});

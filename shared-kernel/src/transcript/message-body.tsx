import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Box, Link, Stack, Typography } from 'shared-kernel/mui';
import { classifyMessage, MESSAGE_MARKERS, parseAttachment, receiptLink, stripAutoMarker, stripSystemMarker, type ChatMessage } from 'shared-kernel/contracts';
import { AttachmentView } from './attachment-view';
import { TRANSCRIPT_TEXTS as T } from './texts';

/** Only http(s) addresses become links (links are only ever http(s)). */
function isHttpLink(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const TEXT_SX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Receipt({ bodyText }: { bodyText: string }) {
  const href = receiptLink(bodyText) ?? '';
  // The words around the link (e.g. the amount paid), as text; the link itself is the Show link.
  const note = bodyText.replace(href, ' ').replace(/\s+/g, ' ').replace(/[\s:]+$/, '').trim();
  return (
    <Stack spacing={0.5} data-testid="receipt">
      <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ReceiptLongOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
        {T.receipt}
      </Typography>
      {note && (
        <Typography variant="body2" sx={TEXT_SX}>
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

/** What a message says, by its kind (spec 000 §2): attachment, AutoMessage, payment receipt, system line or text (always as text). */
export function MessageBody({ message }: { message: Pick<ChatMessage, 'bodyText' | 'direction'> }) {
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
        <Typography variant="body2" sx={TEXT_SX}>
          {stripAutoMarker(message.bodyText)}
        </Typography>
      </>
    );
  }
  if (kind === 'receipt') return <Receipt bodyText={message.bodyText} />;
  if (kind === 'system') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ ...TEXT_SX, textAlign: 'center' }}>
        {stripSystemMarker(message.bodyText)}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={TEXT_SX}>
      {kind === 'agent' ? withContactForms(message.bodyText) : message.bodyText}
    </Typography>
  );
}

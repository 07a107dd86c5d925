import { Box, Stack, Typography } from 'shared-kernel/mui';
import { memo, type ReactNode } from 'react';
import { parseAttachment, type ChatNote } from 'shared-kernel/contracts';
import { AttachmentView } from './attachment-view';
import { fullTime, shortTime } from './message-time';
import { TRANSCRIPT_TEXTS as T } from './texts';

/** Amber, told apart from every message at a glance; the label's and text's contrast pass WCAG AA on it. */
const NOTE_BG = '#fff8e1';
const NOTE_BORDER = '#f0b43c';
const NOTE_LABEL = '#6b4400';

export interface NoteBubbleProps {
  note: Pick<ChatNote, 'bodyText' | 'authorName' | 'chatTime'>;
  /** Beside the time (e.g. the live panel's sending state). */
  footer?: ReactNode;
  /** Not stored yet: drawn fainter. */
  faint?: boolean;
  /** The live panel's sending state, for tests and styles ('pending', 'sent', 'refused'). */
  state?: string;
}

/**
 * A staff-only note in a chat: an amber bubble on the staff's side, labelled Note, with its author and time.
 * The text is shown as text (never HTML); an [attachment] note shows its file as messages do.
 */
export const NoteBubble = memo(function NoteBubble({ note, footer, faint, state }: NoteBubbleProps) {
  const author = note.authorName || T.someone;
  const attachment = parseAttachment(note.bodyText ?? '');
  return (
    <Box data-testid="note" data-state={state} sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 0.5 }}>
      <Box
        role="note"
        aria-label={T.noteBy(author)}
        title={fullTime(note.chatTime)}
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: NOTE_BG,
          color: 'text.primary',
          border: 1,
          borderColor: NOTE_BORDER,
          opacity: faint ? 0.7 : 1,
        }}
      >
        <Typography variant="caption" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: NOTE_LABEL, mb: 0.25 }}>
          {T.note}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {` · ${author}`}
          </Box>
        </Typography>
        {attachment ? (
          <AttachmentView attachment={attachment} />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.bodyText}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}>
          <Typography variant="caption" component="time" dateTime={note.chatTime} sx={{ color: NOTE_LABEL }}>
            {shortTime(note.chatTime)}
          </Typography>
          {footer}
        </Stack>
      </Box>
    </Box>
  );
});

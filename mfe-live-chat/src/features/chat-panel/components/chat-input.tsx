import SendIcon from '@mui/icons-material/Send';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import StickyNoteIcon from '@mui/icons-material/StickyNote2Outlined';
import { alpha, Box, Button, IconButton, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useRef, useState, type ComponentType, type KeyboardEvent, type Ref } from 'react';
import { MAX_NOTE_MENTIONS, type ChatTypingMode, type StaffMember } from 'shared-kernel/contracts';
import { isSendableText } from 'shared-kernel/rules';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';

/** The assist's key handler: true when it used the key (the input then does nothing with it). */
export interface InputAssistKeys {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/** A list the assist floats over the box, for the box's own ARIA (aria-controls, aria-activedescendant). */
export interface AssistListbox {
  listId: string;
  activeId: string | undefined;
}

/**
 * An add-on of the input that the app composes in (the '#' canned list, the '@' picker of notes): it sees and
 * sets the text and takes keys first. Rendered in the input row; the row's wrapper is positioned, so it may
 * float a list above the box.
 */
export interface InputAssistProps {
  text: string;
  setText: (next: string) => void;
  keys: Ref<InputAssistKeys>;
  /** What the box writes now: a message to the guest or a staff-only note. */
  mode: 'message' | 'note';
  /** A colleague picked in a note: notified when the note is sent (if their name is still in it). */
  addMention?: (member: Pick<StaffMember, 'userId' | 'fullName'>) => void;
  /** The assist's open list (null when closed). */
  onListbox?: (listbox: AssistListbox | null) => void;
  /** The open chat (null while it loads). */
  chatId?: string | null;
}

export interface ChatInputProps {
  /** Returns false when the text was not sent: it then stays in the box. */
  onSend: (text: string) => boolean;
  /** A staff-only note with the user ids it mentions; false when not sent. */
  onSendNote?: (text: string, mentions: string[]) => boolean;
  /** A file (image or PDF) as a staff-only note. */
  onSendNoteFile?: (file: File) => void;
  /** Every change of the text, with what is typed ('message' or 'note'; null when the box is emptied). */
  onTyping: (mode: ChatTypingMode) => void;
  /** Nothing may be written (loading, ended). */
  disabled?: boolean;
  /** Only the holder writes to the guest: without it the box writes notes only. */
  canMessage?: boolean;
  /** The line that says why guest messages are off ('Anna holds this chat…'). */
  readOnlyLine?: string | null;
  assist?: ComponentType<InputAssistProps>;
  /** The open chat, for the assist (null while it loads). */
  chatId?: string | null;
}

const NOTE_PREFIX = /^\/note(?:\s+|$)/;
/** What the server takes as a file note (it checks the content too). */
const NOTE_FILE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** '/note hello' is the note 'hello'. */
export const stripNotePrefix = (text: string) => text.replace(NOTE_PREFIX, '');

/**
 * Grows 1–4 rows; Enter sends, Shift+Enter adds a line; blank text is not sent (spec 000 §5). Note mode
 * (the toggle, or '/note ' typed first) sends a staff-only note instead; it stays available when the user
 * does not hold the chat.
 */
export function ChatInput({ onSend, onSendNote, onSendNoteFile, onTyping, disabled = false, canMessage = true, readOnlyLine = null, assist: Assist, chatId = null }: ChatInputProps) {
  const [text, setText] = useState('');
  const [noteToggle, setNoteToggle] = useState(false);
  const [mentions, setMentions] = useState<Pick<StaffMember, 'userId' | 'fullName'>[]>([]);
  const [listbox, setListbox] = useState<AssistListbox | null>(null);
  const assistKeys = useRef<InputAssistKeys>(null);
  const notesAllowed = Boolean(onSendNote) && !disabled;
  const noteForced = notesAllowed && !canMessage;
  // Writing to the guest becoming possible (a take-over, a transfer to me) never turns a note being typed into a
  // message: note mode stays on until the user leaves it.
  const [wasForced, setWasForced] = useState(noteForced);
  if (wasForced !== noteForced) {
    setWasForced(noteForced);
    if (!noteForced && text) setNoteToggle(true);
  }
  const noteMode = notesAllowed && (noteForced || noteToggle || NOTE_PREFIX.test(text));
  const writable = noteMode ? notesAllowed : canMessage && !disabled;

  const clear = () => {
    setText('');
    setMentions([]);
    onTyping(null);
  };
  const submit = () => {
    if (!writable) return;
    if (noteMode) {
      const body = stripNotePrefix(text);
      if (!isSendableText(body)) return;
      const ids = [...new Set(mentions.filter((m) => body.includes(`@${m.fullName}`)).map((m) => m.userId))].slice(0, MAX_NOTE_MENTIONS);
      if (onSendNote?.(body, ids)) clear();
      return;
    }
    if (!isSendableText(text)) return;
    if (onSend(text)) clear();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || assistKeys.current?.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const sendable = writable && isSendableText(noteMode ? stripNotePrefix(text) : text);
  const listboxAria = listbox ? { 'aria-controls': listbox.listId, 'aria-activedescendant': listbox.activeId } : {};

  return (
    <Box sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}>
      {readOnlyLine && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 1.5, pt: 1 }} data-testid="read-only-line">
          {readOnlyLine}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'flex-end',
          p: 1.5,
          bgcolor: noteMode ? (theme) => alpha(theme.palette.warning.main, 0.08) : undefined,
        }}
      >
        {Assist && (
          <Assist
            text={text}
            setText={setText}
            keys={assistKeys}
            mode={noteMode ? 'note' : 'message'}
            addMention={(member) => setMentions((list) => [...list.filter((m) => m.userId !== member.userId), member])}
            onListbox={setListbox}
            chatId={chatId}
          />
        )}
        {onSendNote && (
          <Button
            size="small"
            variant={noteMode ? 'contained' : 'text'}
            color="inherit"
            aria-pressed={noteMode}
            disabled={!notesAllowed || noteForced}
            onClick={() => setNoteToggle((on) => !on)}
            startIcon={<StickyNoteIcon />}
            // Dark text on the amber of notes (white on amber is below AA contrast).
            sx={{
              flexShrink: 0,
              mb: 0.25,
              ...(noteMode && { bgcolor: 'warning.light', color: 'common.black', '&:hover': { bgcolor: 'warning.main' } }),
            }}
          >
            {T.noteToggle}
          </Button>
        )}
        {noteMode && onSendNoteFile && (
          <IconButton component="label" aria-label={T.attachNoteFile} sx={{ mb: 0.25 }}>
            <AttachFileIcon />
            <input
              hidden
              type="file"
              accept={NOTE_FILE_TYPES}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onSendNoteFile(file);
              }}
            />
          </IconButton>
        )}
        <TextField
          multiline
          minRows={1}
          maxRows={4}
          fullWidth
          size="small"
          value={text}
          disabled={!writable}
          placeholder={noteMode ? T.notePlaceholder : T.inputPlaceholder}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            onTyping(next ? (notesAllowed && (noteForced || noteToggle || NOTE_PREFIX.test(next)) ? 'note' : 'message') : null);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: { 'aria-label': noteMode ? T.noteLabel : T.inputLabel, 'aria-autocomplete': Assist ? 'list' : undefined, ...listboxAria },
          }}
        />
        <IconButton color="primary" onClick={submit} aria-label={noteMode ? T.sendNote : T.send} disabled={!sendable}>
          <SendIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

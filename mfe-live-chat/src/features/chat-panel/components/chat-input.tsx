import SendIcon from '@mui/icons-material/Send';
import { IconButton, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { isSendableText } from 'shared-kernel/validation';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';

export interface ChatInputProps {
  /** Returns false when the text was not sent: it then stays in the box. */
  onSend: (text: string) => boolean;
  onTyping: () => void;
  disabled?: boolean;
}

/** Grows 1–4 rows; Enter sends, Shift+Enter adds a line; blank text is not sent (spec 000 §5). */
export function ChatInput({ onSend, onTyping, disabled = false }: ChatInputProps) {
  const [text, setText] = useState('');
  const submit = () => {
    if (!isSendableText(text)) return;
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        multiline
        minRows={1}
        maxRows={4}
        fullWidth
        size="small"
        value={text}
        disabled={disabled}
        placeholder={T.inputPlaceholder}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': T.inputLabel } }}
      />
      <IconButton color="primary" onClick={submit} aria-label={T.send} disabled={disabled || !isSendableText(text)}>
        <SendIcon />
      </IconButton>
    </Stack>
  );
}

import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, Stack, TextField } from 'shared-kernel/mui';
import { useRef, useState, type ComponentType, type KeyboardEvent, type Ref } from 'react';
import { isSendableText } from 'shared-kernel/rules';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';

/** The assist's key handler: true when it used the key (the input then does nothing with it). */
export interface InputAssistKeys {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/**
 * An add-on of the input that the app composes in (the '#' canned list): it sees and sets the text and takes
 * keys first. Rendered in the input row; the row's wrapper is positioned, so it may float a list above the box.
 */
export interface InputAssistProps {
  text: string;
  setText: (next: string) => void;
  keys: Ref<InputAssistKeys>;
}

export interface ChatInputProps {
  /** Returns false when the text was not sent: it then stays in the box. */
  onSend: (text: string) => boolean;
  onTyping: () => void;
  disabled?: boolean;
  assist?: ComponentType<InputAssistProps>;
}

/** Grows 1–4 rows; Enter sends, Shift+Enter adds a line; blank text is not sent (spec 000 §5). */
export function ChatInput({ onSend, onTyping, disabled = false, assist: Assist }: ChatInputProps) {
  const [text, setText] = useState('');
  const assistKeys = useRef<InputAssistKeys>(null);
  const submit = () => {
    if (!isSendableText(text)) return;
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || assistKeys.current?.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <Box sx={{ position: 'relative' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        {Assist && <Assist text={text} setText={setText} keys={assistKeys} />}
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
    </Box>
  );
}

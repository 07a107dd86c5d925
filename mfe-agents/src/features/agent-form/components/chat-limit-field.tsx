// The agent's chat limit (issue 27): "No limit" or 1..20 chats held at once.
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { formatNumber } from 'shared-kernel/i18n-react';
import { useId } from 'react';
import { CHAT_LIMIT_CHOICES } from '../lib/chat-limit';
import { AGENT_FORM_TEXTS as T } from '../texts';

export function ChatLimitField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <FormControl fullWidth disabled={disabled}>
      {/* "No limit" ('') is a real choice: shown, with the label above it. */}
      <InputLabel id={`${id}-label`} shrink>
        {T.chatLimit}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={T.chatLimit}
        value={value}
        displayEmpty
        notched
        onChange={(event) => onChange(String(event.target.value))}
        SelectDisplayProps={{ 'aria-describedby': `${id}-help` }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        <MenuItem value="">{T.noLimit}</MenuItem>
        {CHAT_LIMIT_CHOICES.map((limit) => (
          <MenuItem key={limit} value={String(limit)}>
            {formatNumber(limit)}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={`${id}-help`}>{T.chatLimitHelp}</FormHelperText>
    </FormControl>
  );
}

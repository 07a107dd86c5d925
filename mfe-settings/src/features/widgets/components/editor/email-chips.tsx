// Notification e-mails as chips (spec 001 §5): added on Enter or comma (and when leaving the field),
// duplicates ignored, each removable with its x; a bad address says 'Please provide valid email'.
import Cancel from '@mui/icons-material/Cancel';
import { Box, TextField } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import { useState, type KeyboardEvent } from 'react';
import { PATTERNS } from 'shared-kernel/rules';
import { WIDGET_TEXTS as T } from '../../texts';

export interface EmailChipsProps {
  emails: string[];
  onChange: (emails: string[]) => void;
  /** An error from the save ('Please provide at least one email'). */
  error?: string;
}

export function EmailChips({ emails, onChange, error }: EmailChipsProps) {
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState(false);

  /** Adds every address typed or pasted (comma separated); keeps the text when one is bad. */
  const commit = (text: string) => {
    const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
    if (parts.length === 0) {
      setInput('');
      return;
    }
    const bad = parts.filter((part) => !PATTERNS.email.test(part));
    if (bad.length > 0) {
      setInvalid(true);
      setInput(bad.join(', '));
    } else {
      setInvalid(false);
      setInput('');
    }
    const known = new Set(emails.map((email) => email.toLowerCase()));
    const added: string[] = [];
    for (const part of parts) {
      if (bad.includes(part) || known.has(part.toLowerCase())) continue;
      known.add(part.toLowerCase());
      added.push(part);
    }
    if (added.length > 0) onChange([...emails, ...added]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(input);
    } else if (event.key === 'Backspace' && input === '' && emails.length > 0) {
      onChange(emails.slice(0, -1));
    }
  };

  const message = invalid ? T.invalidEmail : error;
  return (
    <Box>
      {emails.length > 0 && (
        <Box component="ul" aria-label={T.notificationEmails} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {emails.map((email) => (
            <li key={email}>
              <Chip
                label={email}
                onDelete={() => onChange(emails.filter((e) => e !== email))}
                // The chip is focusable; Delete or Backspace on it removes the address, as the x does.
                deleteIcon={<Cancel titleAccess={T.removeEmail(email)} />}
              />
            </li>
          ))}
        </Box>
      )}
      <TextField
        id="widget-notification-email"
        label={T.notificationEmails}
        type="email"
        value={input}
        fullWidth
        autoComplete="email"
        error={Boolean(message)}
        helperText={message || T.notificationEmailsHelp}
        onChange={(event) => {
          const value = event.target.value;
          // A pasted list ending in a comma is committed like a typed comma.
          if (value.endsWith(',')) commit(value);
          else setInput(value);
          if (invalid) setInvalid(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(input)}
      />
    </Box>
  );
}

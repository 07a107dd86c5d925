import { Button, InputAdornment, Stack, TextField } from 'shared-kernel/mui';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import type { ReactNode } from 'react';

export interface SearchFieldProps {
  /** The field's name: its floating label, or with `placeholderOnly` its placeholder and aria-label. */
  label: string;
  value: string;
  onSearch: (search: string) => void;
  placeholderOnly?: boolean;
  maxLength?: number;
  /** Width: a maximum from 'sm' up (the label form) or a fixed width from that breakpoint up. */
  width?: number;
  breakpoint?: 'sm' | 'md';
}

/** The search box of a list: a search input with its magnifier, full width on phones. */
export function SearchField({ label, value, onSearch, placeholderOnly, maxLength, width = 360, breakpoint = 'sm' }: SearchFieldProps) {
  const named = placeholderOnly
    ? { placeholder: label, sx: { width: { xs: '100%', [breakpoint]: width } }, slotProps: { htmlInput: { 'aria-label': label, maxLength } } }
    : { label, fullWidth: true, sx: { maxWidth: { [breakpoint]: width } }, slotProps: maxLength ? { htmlInput: { maxLength } } : undefined };
  return (
    <TextField
      {...named}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      type="search"
      size="small"
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" />
        </InputAdornment>
      }
    />
  );
}

export interface AddButtonProps {
  children: ReactNode;
  onClick: () => void;
}

/** The contained Add button of a list, stretched on phones. */
export function AddButton({ children, onClick }: AddButtonProps) {
  return (
    <Button variant="contained" startIcon={<Add />} onClick={onClick} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' }, flexShrink: 0 }}>
      {children}
    </Button>
  );
}

export interface ListToolbarProps {
  /** The row's first part (a title, a search box) and its last (an add button, a search box). */
  start: ReactNode;
  end?: ReactNode;
  /** What stands under the row (a search box, a count, a note). */
  below?: ReactNode;
  /** Where the row stops stacking. */
  breakpoint?: 'sm' | 'md';
}

/** The toolbar over a list: one row that stacks on narrow screens, and what goes under it. */
export function ListToolbar({ start, end, below, breakpoint = 'sm' }: ListToolbarProps) {
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack
        direction={{ xs: 'column', [breakpoint]: 'row' }}
        sx={{ gap: 1.5, alignItems: { [breakpoint]: 'center' }, justifyContent: 'space-between' }}
      >
        {start}
        {end}
      </Stack>
      {below}
    </Stack>
  );
}

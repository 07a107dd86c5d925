// The command palette (issue 38), its own chunk, loaded on first use: one box that finds screens, chats,
// guests, contacts and canned messages from whichever areas are loaded, grouped, best first. The focus stays
// in the box (a combobox); ↑ and ↓ move the highlighted result, Enter runs it, Esc closes.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, TextField, Typography } from 'shared-kernel/mui';
import { Dialog } from 'shared-kernel/mui-console';
import { shortcutKeys, type Command } from 'shared-kernel/commands';
import { visuallyHidden } from 'shared-kernel/ui';
import { useCommandResults } from '../hooks/use-command-results';
import { useScreenCommands } from '../hooks/use-screen-commands';
import { rankCommands } from '../lib/rank-commands';
import { PALETTE_TEXTS as T } from '../texts';

interface Props {
  open: boolean;
  /** `ran`: a command ran, and put the focus where its work is (the dialog gives none back). */
  onClose: (ran: boolean) => void;
}

export default function CommandPalette({ open, onClose }: Props) {
  // The shell's own commands come with the palette's chunk (registered from its first opening on).
  useScreenCommands();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [ran, setRan] = useState(false);
  const { commands, pending } = useCommandResults(open ? query : '');
  const sections = useMemo(() => rankCommands(commands, query), [commands, query]);
  const flat = useMemo(() => sections.flatMap((section) => section.commands), [sections]);
  const current = Math.min(active, Math.max(flat.length - 1, 0));
  const titleId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const run = (command: Command | undefined) => {
    if (!command) return;
    setRan(true);
    onClose(true);
    // After the dialog let go of the focus, so the command may move it.
    setTimeout(() => command.run(), 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(flat[current]);
    }
  };

  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      disableRestoreFocus={ran}
      slotProps={{
        transition: {
          onExited: () => {
            setQuery('');
            setActive(0);
            setRan(false);
          },
        },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: '10vh' } } }}
    >
      <Box id={titleId} component="h2" sx={visuallyHidden}>
        {T.title}
      </Box>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={query}
          placeholder={T.input}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': T.input,
              'aria-expanded': true,
              'aria-controls': listboxId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': flat.length > 0 ? optionId(current) : undefined,
              autoComplete: 'off',
              spellCheck: false,
              onKeyDown,
            },
          }}
        />
      </Box>
      <Box id={listboxId} role="listbox" aria-label={T.title} aria-busy={pending > 0} sx={{ maxHeight: '60vh', overflowY: 'auto', px: 1, pb: 1 }}>
        {sections.map((section) => (
          <Box key={section.group} role="group" aria-label={T.groups[section.group]} sx={{ mb: 1 }}>
            <Typography aria-hidden="true" variant="overline" color="text.secondary" sx={{ display: 'block', px: 1 }}>
              {T.groups[section.group]}
            </Typography>
            {section.commands.map((command) => {
              index += 1;
              const at = index;
              const selected = at === current;
              return (
                <Box
                  key={`${section.group}:${command.id}`}
                  id={optionId(at)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(at)}
                  onClick={() => run(command)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    px: 1,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: selected ? 'action.selected' : undefined,
                    outline: selected ? '2px solid' : undefined,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  }}
                >
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography noWrap>{command.title}</Typography>
                    {command.detail && (
                      <Typography noWrap variant="body2" color="text.secondary">
                        {command.detail}
                      </Typography>
                    )}
                  </Box>
                  {command.shortcut && (
                    <Box component="span" sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
                      {shortcutKeys(command.shortcut).map((key) => (
                        <Box key={key} component="kbd" sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 0.5, fontFamily: 'inherit', fontSize: 12 }}>
                          {key}
                        </Box>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Typography role="status" variant="body2" color="text.secondary">
          {flat.length === 0 ? (pending > 0 ? T.searching : T.empty(query.trim())) : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {T.hint}
        </Typography>
      </Box>
    </Dialog>
  );
}

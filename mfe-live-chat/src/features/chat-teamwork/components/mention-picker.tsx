import { Paper, Typography } from 'shared-kernel/mui';
import { List, ListItemButton, ListItemText } from 'shared-kernel/mui-console';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { StaffMember } from 'shared-kernel/contracts';
import { TEAMWORK_UI_TEXTS as T } from '../../../app/texts';
import { useTeamworkCalls } from '../api/teamwork-calls';
import { applyMention, filterStaff } from '../lib/mentions';
import type { MentionAssistProps } from './mention-assist';

export interface MentionPickerProps extends MentionAssistProps {
  query: string;
  /** Escape, or a pick: closed until the text changes from `closedFor` (default: the text now). */
  onDismiss: (closedFor?: string) => void;
}

/**
 * The account's staff matching what follows '@', above the input (a listbox the input drives: arrows move,
 * Enter or Tab picks, Escape closes); the input keeps the focus throughout and points at the highlighted
 * option with aria-activedescendant.
 */
export function MentionPicker({ text, query, setText, keys, addMention, onListbox, onDismiss }: MentionPickerProps) {
  const calls = useTeamworkCalls();
  const listId = useId();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [selection, setSelection] = useState({ query, index: 0 });
  useEffect(() => {
    let current = true;
    calls
      .staff()
      .then((list) => {
        if (current) setStaff(list);
      })
      .catch(() => {
        if (current) setStaff([]);
      });
    return () => {
      current = false;
    };
  }, [calls]);

  const items = useMemo(() => filterStaff(staff ?? [], query), [staff, query]);
  const active = selection.query === query ? Math.min(selection.index, Math.max(items.length - 1, 0)) : 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = items.length ? optionId(active) : undefined;

  // Past a full name ('@Bea Brown thanks'): no match and a space typed, so no longer a name being typed.
  const typingName = items.length > 0 || !/\s/.test(query);
  const shown = staff !== null && typingName;
  // Before paint, in the same commit as the list: the input never shows a list it does not point at.
  useLayoutEffect(() => {
    onListbox?.(shown && items.length ? { listId, activeId } : null);
  }, [onListbox, listId, activeId, items.length, shown]);
  useEffect(() => () => onListbox?.(null), [onListbox]);

  const pick = (member: StaffMember) => {
    const next = applyMention(text, member);
    setText(next);
    addMention?.(member);
    onDismiss(next);
  };

  useImperativeHandle(keys, () => ({
    onKeyDown: (event: KeyboardEvent) => {
      if (!shown) return false;
      const move = (delta: number) => setSelection({ query, index: items.length ? (active + delta + items.length) % items.length : 0 });
      switch (event.key) {
        case 'ArrowDown':
          move(1);
          break;
        case 'ArrowUp':
          move(-1);
          break;
        case 'Escape':
          onDismiss();
          break;
        case 'Enter': {
          const member = items[active];
          // Without a match the key keeps its meaning (Enter sends the note).
          if (event.shiftKey || !member) return false;
          pick(member);
          break;
        }
        default:
          return false;
      }
      event.preventDefault();
      return true;
    },
  }));

  if (!shown) return null;
  return (
    <Paper elevation={4} sx={{ position: 'absolute', bottom: '100%', left: 8, right: 8, mb: 0.5, maxHeight: 240, overflowY: 'auto', zIndex: 2 }}>
      {items.length === 0 ? (
        <Typography role="status" sx={{ p: 1.5 }} color="text.secondary">
          {T.noStaff}
        </Typography>
      ) : (
        <List id={listId} role="listbox" aria-label={T.mentionList} dense disablePadding>
          {items.map((member, index) => (
            <ListItemButton
              key={member.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              // Keep the focus in the input.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
            >
              <ListItemText primary={member.fullName} secondary={member.role} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

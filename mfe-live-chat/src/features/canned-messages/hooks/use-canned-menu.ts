import { useMemo, useState, type KeyboardEvent } from 'react';
import type { CannedMessage } from 'shared-kernel/contracts';
import { applyCanned, filterCanned, hashQuery } from '../lib/canned-filter';
import { useCannedMessages } from './use-canned-messages';

/**
 * The '#' menu of the chat input (spec 000 §5): open while a '#shortcut' is being typed, filtered by it;
 * arrows move, Enter picks the highlighted (first) match, Escape hides it until the text changes.
 * The input keeps the focus throughout.
 */
export function useCannedMenu(text: string, setText: (next: string) => void) {
  const { list, reload } = useCannedMessages();
  const query = hashQuery(text);
  // The highlight belongs to the query it was moved in: typing more starts again at the first match.
  const [selection, setSelection] = useState({ query, index: 0 });
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const items = useMemo(() => (query === null ? [] : filterCanned(list, query)), [list, query]);
  const open = query !== null && dismissedFor !== text;
  const current = selection.query === query ? Math.min(selection.index, Math.max(items.length - 1, 0)) : 0;
  const setActive = (index: number) => setSelection({ query, index });

  const pick = (item: CannedMessage) => {
    setText(applyCanned(text, item.message));
  };

  /** True when the key was the menu's. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) return false;
    switch (event.key) {
      case 'ArrowDown':
        setActive(items.length ? (current + 1) % items.length : 0);
        break;
      case 'ArrowUp':
        setActive(items.length ? (current - 1 + items.length) % items.length : 0);
        break;
      case 'Escape':
        setDismissedFor(text);
        break;
      case 'Enter': {
        const item = items[current];
        // Without a match Enter keeps its meaning (a text like 'order #123' is still sent).
        if (event.shiftKey || !item) return false;
        pick(item);
        break;
      }
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  return { open, items, active: current, pick, onKeyDown, reload };
}

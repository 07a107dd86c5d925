import { lazy, Suspense, useState, type KeyboardEvent, type Ref } from 'react';
import type { StaffMember } from 'shared-kernel/contracts';
import { mentionQuery } from '../lib/mentions';

/** Same shape as the chat input's assist props (the app plugs this into the Chat panel in note mode). */
export interface MentionAssistProps {
  text: string;
  setText: (next: string) => void;
  keys: Ref<{ onKeyDown: (event: KeyboardEvent) => boolean }>;
  addMention?: (member: Pick<StaffMember, 'userId' | 'fullName'>) => void;
  onListbox?: (listbox: { listId: string; activeId: string | undefined } | null) => void;
}

// The picker (staff call, list) comes with the first '@' typed in a note.
const MentionPicker = lazy(() => import('./mention-picker').then((module) => ({ default: module.MentionPicker })));

/** The '@' of notes in the chat input: open while a name is typed after '@', closed by Escape until the text changes. */
export function MentionAssist({ text, setText, keys, addMention, onListbox }: MentionAssistProps) {
  const query = mentionQuery(text);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  if (query === null || dismissedFor === text) return null;
  return (
    <Suspense fallback={null}>
      <MentionPicker
        text={text}
        query={query}
        setText={setText}
        keys={keys}
        addMention={addMention}
        onListbox={onListbox}
        onDismiss={(closedFor = text) => setDismissedFor(closedFor)}
      />
    </Suspense>
  );
}

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { insertAt } from '../lib/canned-view';

/**
 * Inserts text at the caret of a text area it holds the ref of: at the end until the field has had
 * focus (a fresh field's selection means nothing), then where the caret or selection was.
 */
export function useCaretInsert(value: string, setValue: (next: string) => void) {
  const inputRef = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const focused = useRef(false);
  const [caret, setCaret] = useState<number | null>(null);

  // Once the new text is rendered, give the field back its focus with the caret after the insert.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret === null || !input) return;
    input.focus();
    input.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const onFocus = useCallback(() => {
    focused.current = true;
  }, []);

  const insert = useCallback(
    (text: string) => {
      const input = inputRef.current;
      const start = focused.current && input ? (input.selectionStart ?? value.length) : value.length;
      const end = focused.current && input ? (input.selectionEnd ?? start) : start;
      const next = insertAt(value, text, start, end);
      setValue(next.text);
      setCaret(next.caret);
    },
    [value, setValue],
  );

  return { inputRef, onFocus, insert };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';

/**
 * Copy to the clipboard with the spec's feedback: 'Copied!' or 'Failed to copy!', cleared after
 * LIMITS.COPY_FEEDBACK_MS (spec 001 §9: 3 to 4 s).
 */
export function useCopyFeedback() {
  const [feedback, setFeedback] = useState<'' | typeof T.copyOk | typeof T.copyFailed>('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string) => {
    let ok: boolean;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      // No clipboard API (an insecure origin) or the browser refused.
      ok = false;
    }
    setFeedback(ok ? T.copyOk : T.copyFailed);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(''), LIMITS.COPY_FEEDBACK_MS);
  }, []);

  return { feedback, copy };
}

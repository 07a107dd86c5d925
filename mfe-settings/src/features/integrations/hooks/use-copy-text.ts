import { useCallback } from 'react';
import { useToast } from 'shared-kernel/platform';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/** Copies a text to the clipboard and says so in a toast (or that it could not: an insecure origin, a refusal). */
export function useCopyText(): (text: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
        toast.success(T.copied);
      } catch {
        toast.error(T.copyFailed);
      }
    },
    [toast],
  );
}

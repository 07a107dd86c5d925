import { useEffect } from 'react';

/** Spec 000 §9: the title (which flashes on new messages while hidden) resets when the tab is visible again. */
export function useTitleReset(title: string): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') document.title = title;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [title]);
}

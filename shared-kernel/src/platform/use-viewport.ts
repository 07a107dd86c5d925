import { useSyncExternalStore } from 'react';
import { viewportClass, type ViewportClass } from 'shared-kernel/contracts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** 'mobile' (≤ 640 px), 'tablet' (≤ 1024 px) or 'desktop', by window width; follows resizes. */
export function useViewport(): ViewportClass {
  return useSyncExternalStore(
    subscribe,
    () => viewportClass(window.innerWidth),
    () => 'desktop' as const,
  );
}

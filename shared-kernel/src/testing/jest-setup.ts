// Shared jest setup of the browser packages: DOM matchers and the few browser APIs jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { preloadOverlays } from '../mui-console/lazy-overlays';
import { loadToastHost } from '../ui/toast/toast-provider';

// findBy and waitFor wait for a marker that does arrive; on a loaded two-core run a lazy chunk's first
// compile can take over the default second. A waiting check only gets slower when it fails.
configure({ asyncUtilTimeout: 3000 });

// Toasts download notistack with the first one; in tests it is there from the start, so a toast
// shows within the act() of what raised it.
beforeAll(() => loadToastHost());
// Dialogs, menus and tooltips download on first use; in tests they are there from the start too.
beforeAll(() => preloadOverlays());

// react-router 7 needs these at import time; jest's jsdom environment does not expose Node's.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  // MUI's useMediaQuery asks for it: width queries are answered from window.innerWidth, others never match.
  const widthMatches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  };
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

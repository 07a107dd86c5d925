// Auto messages (spec 001 §3): each one whose page path covers this page fires `timer` seconds after the
// page loaded ("time on this page", counted from the navigation even though this code arrives after the
// page's load); when it fires and the guest has no open chat, it is shown once per browser session
// (sessionStorage, per widget and message).
import type { WidgetAutoMessage } from 'shared-kernel/contracts';
import { pagePathMatches } from 'shared-kernel/contracts';

/** 'wait': the guest's chat state is not known yet; 'no': an open chat or another auto message is shown. */
export type AutoMessageReadiness = 'yes' | 'no' | 'wait';

export interface AutoMessageOptions {
  win: Window;
  pluginId: string;
  session: Storage | null;
  readiness(): AutoMessageReadiness;
  show(message: WidgetAutoMessage): void;
  /** Milliseconds since the page's navigation began (performance.now by default). */
  now?: () => number;
}

export interface AutoMessageScheduler {
  /** The widget's auto messages as the latest settings list them. */
  setMessages(messages: WidgetAutoMessage[]): void;
  /** Shows a due message once the guest's state allows it (called on every state change). */
  check(): void;
  stop(): void;
}

export function shownKey(pluginId: string): string {
  return `lc_auto_shown_${pluginId}`;
}

export function createAutoMessageScheduler(options: AutoMessageOptions): AutoMessageScheduler {
  const { win, session } = options;
  const key = shownKey(options.pluginId);
  const timers = new Map<string, number>();
  let latest = new Map<string, WidgetAutoMessage>();
  let due: string[] = [];
  let path = win.location.pathname;
  let stopped = false;
  const now = options.now ?? (() => win.performance.now());
  /** When the current page began: the navigation, or a later single-page or back/forward arrival. */
  let pageStart = 0;

  const shown = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(session?.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  const markShown = (id: string) => {
    try {
      session?.setItem(key, JSON.stringify([...shown(), id]));
    } catch {
      // storage refused: it may show again on another page
    }
  };

  const cancelAll = () => {
    for (const handle of timers.values()) win.clearTimeout(handle);
    timers.clear();
    due = [];
  };

  const schedule = () => {
    if (stopped) return;
    const seen = shown();
    for (const [id, handle] of timers) {
      if (latest.has(id)) continue;
      win.clearTimeout(handle);
      timers.delete(id);
    }
    due = due.filter((id) => latest.has(id));
    for (const message of latest.values()) {
      if (timers.has(message.id) || seen.includes(message.id) || !pagePathMatches(message.pagePath, path)) continue;
      const handle = win.setTimeout(() => {
        due.push(message.id);
        check();
      }, Math.max(0, message.timer * 1000 - (now() - pageStart)));
      timers.set(message.id, handle);
    }
  };

  const check = () => {
    if (stopped || !due.length) return;
    const readiness = options.readiness();
    if (readiness === 'wait') return;
    const ids = due;
    due = [];
    // Only one at a time: messages due while one is shown (or a chat is open) wait for another page.
    if (readiness === 'no') return;
    const seen = shown();
    const next = ids.map((id) => latest.get(id)).find((m) => m && !seen.includes(m.id));
    if (!next) return;
    markShown(next.id);
    options.show(next);
  };

  // Leaving the page stops its timers; a page restored from the back/forward cache starts them afresh.
  const onHide = () => cancelAll();
  const onShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    pageStart = now();
    schedule();
  };
  // A single-page site changing its path is a new page: the old page's timers stop.
  const onPop = () => {
    if (win.location.pathname === path) return;
    path = win.location.pathname;
    pageStart = now();
    cancelAll();
    schedule();
  };
  win.addEventListener('pagehide', onHide);
  win.addEventListener('pageshow', onShow);
  win.addEventListener('popstate', onPop);

  return {
    setMessages(messages) {
      latest = new Map(messages.map((m) => [m.id, m]));
      schedule();
    },
    check,
    stop() {
      stopped = true;
      cancelAll();
      win.removeEventListener('pagehide', onHide);
      win.removeEventListener('pageshow', onShow);
      win.removeEventListener('popstate', onPop);
    },
  };
}

// The console's download budgets: the product's own, checked by `pnpm bench:bundles` (exit 1 above any).
// On the wire: bytes as the browser receives them (headers and compressed bodies, its cache's answers
// counting nothing), which is what a user waits for. KB = 1024 bytes.
export const WIRE_BUDGETS_KB = {
  /** The login screen of a first visit. */
  login: 165,
  /** A first visit from /login to a usable /dashboard, with what is fetched in the 2.5 s after. */
  firstDashboard: 290,
  /** Each area's remoteEntry.js. */
  remoteEntry: 10,
  /** A returning agent opening /dashboard again (the browser's cache warm), the 2.5 s after included. */
  secondDashboard: 12,
  /** The widget's loader, on every page of every site that embeds it. */
  widgetLoader: 4.5,
  /** The whole widget once the guest opened it: loader and every chunk it fetched. */
  openWidget: 30,
};

/** "What is fetched in the few seconds after" a screen is usable counts towards it. */
export const SETTLE_MS = 2500;

// Every user-visible string of this area, in one place for tests.
import type { AreaPath } from './area';

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/dashboard': 'Dashboard',
} as const satisfies Record<AreaPath, string>;

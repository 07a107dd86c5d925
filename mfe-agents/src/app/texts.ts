// Every user-visible string of this area's composition, in one place for tests (each page's own strings
// live in its feature's texts.ts).
import type { AreaPath } from './area';

/** Page names (their h1), by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/manage-agents': 'Manage Agents',
  '/create-agent': 'Add Agent',
} as const satisfies Record<AreaPath, string>;

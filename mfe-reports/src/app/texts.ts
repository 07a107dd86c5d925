// Every user-visible string of this area's composition, in one place for tests (each page's own strings
// live in its feature's texts.ts).
import { AGENTS_REPORT_TEXTS } from '../features/agents-report/texts';
import { OVERVIEW_TEXTS } from '../features/overview/texts';
import { RATINGS_TEXTS } from '../features/ratings/texts';
import type { AreaPath } from './area';

/** Page names (their h1), by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/reports': OVERVIEW_TEXTS.title,
  '/reports/agents': AGENTS_REPORT_TEXTS.title,
  '/reports/ratings': RATINGS_TEXTS.title,
} as const satisfies Record<AreaPath, string>;

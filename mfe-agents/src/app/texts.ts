// Every user-visible string of this area's composition, in one place for tests (each page's own strings
// live in its feature's texts.ts). The words are the catalogue's.
import { texts, type AgentsTextKey } from '../i18n/catalogue';
import type { AreaPath } from './area';

/** Page names (their h1), by the path pattern the area owns: the pages' own titles. */
export const PAGE_NAMES = texts({
  '/manage-agents': 'agents.title',
  '/create-agent': 'agentForm.pageTitle',
} satisfies Record<AreaPath, AgentsTextKey>);

// Every user-visible string of this area, in one place for tests.
import type { AreaPath } from './area';

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/my-widgets': 'Domains',
  '/create-widget': 'Add Domain',
  '/edit-widget': 'Edit Widget',
  '/canned-messages': 'Canned Messages',
  '/auto-messages': 'Auto Messages',
  '/create-auto-message': 'Create Auto Message',
  '/edit-auto-message': 'Edit Auto Message',
  '/widget-settings': 'Widget Settings',
  '/integrations/*': 'Integrations',
} as const satisfies Record<AreaPath, string>;

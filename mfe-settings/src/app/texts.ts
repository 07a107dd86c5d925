// Every user-visible string of this area, in one place for tests. The words are the catalogue's: each
// page's name is its own heading's key.
import type { AreaPath } from './area';
import { texts, type SettingsTextKey } from '../i18n/catalogue';

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = texts({
  '/my-widgets': 'widgets.domainsTitle',
  '/create-widget': 'widgets.addDomainTitle',
  '/edit-widget': 'widgets.editTitle',
  '/canned-messages': 'cannedMessages.title',
  '/auto-messages': 'autoMessages.title',
  '/create-auto-message': 'autoMessages.createPage',
  '/edit-auto-message': 'autoMessages.editPage',
  '/widget-settings': 'widgets.settingsTitle',
  '/integrations/*': 'integrations.title',
} satisfies Record<AreaPath, SettingsTextKey>);

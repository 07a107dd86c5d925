import { routingOf } from './routing-settings';
import { ratingSettingsOf } from './rating-settings';
import type { Widget } from 'shared-kernel/contracts';
import { AUTO_LOCALE, isLocaleChoice } from 'shared-kernel/i18n';
import type { WidgetRow } from '../db/schema';
import type { WidgetSettings } from './widget-defaults';
import { maskSecrets } from './widget-secrets';

/**
 * The Widget entity (spec 001 §3) of a stored row as the console reads it: the columns plus the settings
 * document, the write-only secrets masked (every agent of the account reads this).
 */
export function toWidget(row: WidgetRow): Widget {
  const settings = maskSecrets(row.settings as unknown as WidgetSettings);
  return {
    ...settings,
    _id: row.id,
    clientId: row.clientId,
    pluginId: row.pluginId,
    widgetName: row.widgetName,
    domain: row.domain,
    routing: routingOf(settings.routing),
    rating: ratingSettingsOf(settings.rating),
    language: isLocaleChoice(settings.language) ? settings.language : AUTO_LOCALE,
  };
}

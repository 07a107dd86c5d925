import type { Widget } from 'shared-kernel/contracts';
import type { WidgetRow } from '../db/schema';
import type { WidgetSettings } from './widget-defaults';

/** The Widget entity (spec 001 §3) of a stored row: the columns plus the settings document. */
export function toWidget(row: WidgetRow): Widget {
  const settings = row.settings as unknown as WidgetSettings;
  return {
    ...settings,
    _id: row.id,
    clientId: row.clientId,
    pluginId: row.pluginId,
    widgetName: row.widgetName,
    domain: row.domain,
  };
}

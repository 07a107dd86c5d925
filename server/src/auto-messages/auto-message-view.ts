import type { AutoMessage, WidgetAutoMessage } from 'shared-kernel/contracts';
import type { AutoMessageRow, WidgetRow } from '../db/schema';

export type AutoMessageWidget = Pick<WidgetRow, 'id' | 'domain' | 'pluginId' | 'widgetName'>;

/** An auto message as the console reads it (spec 001 §3): widgetId is the widget object, never its settings. */
export function toAutoMessage(row: AutoMessageRow, widget: AutoMessageWidget): AutoMessage {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    pagePath: row.pagePath,
    timer: row.timer,
    widgetId: { _id: widget.id, domain: widget.domain, pluginId: widget.pluginId, widgetName: widget.widgetName },
  };
}

/** An auto message as the guest's widget needs it (WidgetPublicConfig.autoMessages). */
export function toWidgetAutoMessage(row: Pick<AutoMessageRow, 'id' | 'message' | 'pagePath' | 'timer'>): WidgetAutoMessage {
  return { id: row.id, message: row.message, pagePath: row.pagePath, timer: row.timer };
}

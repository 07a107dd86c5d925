import { defaultWidgetSettings, type Widget } from 'shared-kernel/contracts';

/** The widget fields kept in `widgets.settings` (everything but ids, name and domain). */
export type WidgetSettings = Omit<Widget, '_id' | 'clientId' | 'pluginId' | 'widgetName' | 'domain'>;

/** Stored settings over the defaults, block by block: a row written before a field existed still has every key. */
export function withDefaults(stored: Partial<WidgetSettings>): WidgetSettings {
  const defaults = defaultWidgetSettings('') as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = defaults[key];
    const isBlock = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    merged[key] = isBlock(fallback) && isBlock(value) ? { ...(fallback as object), ...(value as object) } : value;
  }
  return merged as unknown as WidgetSettings;
}

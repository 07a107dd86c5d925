// The widget's public settings: spec 001 §9 defaults until the server's own arrive.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';

export function defaultPublicConfig(): WidgetPublicConfig {
  return {
    widgetName: '',
    buttonLocation: WIDGET_DEFAULTS.buttonLocation,
    backgroundColor: WIDGET_DEFAULTS.backgroundColor,
    textColor: WIDGET_DEFAULTS.textColor,
    buttonText: WIDGET_DEFAULTS.buttonText,
    enableTextOnButton: WIDGET_DEFAULTS.enableTextOnButton,
    onlineText: WIDGET_DEFAULTS.onlineText,
    offlineText: WIDGET_DEFAULTS.offlineText,
    requestEmail: {
      enabled: WIDGET_DEFAULTS.enableRequestEmailId,
      message: WIDGET_DEFAULTS.requestEmailMessage,
      showAt: WIDGET_DEFAULTS.showAt,
    },
  };
}

/** Takes each field of an answer only when it has the right shape; the rest stays at the defaults. */
export function mergePublicConfig(base: WidgetPublicConfig, raw: unknown): WidgetPublicConfig {
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Partial<Record<keyof WidgetPublicConfig, unknown>>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const email = (r.requestEmail ?? {}) as Record<string, unknown>;
  return {
    widgetName: text(r.widgetName, base.widgetName),
    buttonLocation: r.buttonLocation === 'bottom-left' || r.buttonLocation === 'bottom-right' ? r.buttonLocation : base.buttonLocation,
    backgroundColor: text(r.backgroundColor, base.backgroundColor),
    textColor: text(r.textColor, base.textColor),
    buttonText: text(r.buttonText, base.buttonText),
    enableTextOnButton: r.enableTextOnButton === 0 || r.enableTextOnButton === 1 ? r.enableTextOnButton : base.enableTextOnButton,
    onlineText: text(r.onlineText, base.onlineText),
    offlineText: text(r.offlineText, base.offlineText),
    requestEmail: {
      enabled: typeof email.enabled === 'boolean' ? email.enabled : base.requestEmail.enabled,
      message: text(email.message, base.requestEmail.message),
      showAt: email.showAt === 'at_start' || email.showAt === 'after_chat_starts' ? email.showAt : base.requestEmail.showAt,
    },
  };
}

/** GET /api/visitor-widget/config?pluginId= when the server offers it; null otherwise (the socket's hello brings it). */
export async function fetchPublicConfig(fetchImpl: typeof fetch, origin: string, pluginId: string): Promise<WidgetPublicConfig | null> {
  try {
    const response = await fetchImpl(`${origin}/api/visitor-widget/config?pluginId=${encodeURIComponent(pluginId)}`);
    if (!response.ok) return null;
    return mergePublicConfig(defaultPublicConfig(), await response.json());
  } catch {
    return null;
  }
}

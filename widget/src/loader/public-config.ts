// The widget's public settings: spec 001 §9 defaults until the server's own arrive.
import type { WidgetAutoMessage, WidgetPublicConfig } from 'shared-kernel/contracts';
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
    autoMessages: [],
    language: 'auto',
  };
}

// Colours go into style properties: only hex codes, so a stored value can never pull in a url().
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The well-formed auto messages of an answer; an entry of the wrong shape is left out. */
function autoMessagesOf(raw: unknown, fallback: WidgetAutoMessage[]): WidgetAutoMessage[] {
  if (!Array.isArray(raw)) return fallback;
  const valid: WidgetAutoMessage[] = [];
  for (const item of raw as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { id, message, pagePath, timer } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !id || typeof message !== 'string' || !message.trim()) continue;
    if (pagePath !== null && (typeof pagePath !== 'string' || !pagePath.startsWith('/'))) continue;
    if (typeof timer !== 'number' || !Number.isFinite(timer) || timer < 1) continue;
    valid.push({ id, message, pagePath, timer: Math.floor(timer) });
  }
  return valid;
}

/** Takes each field of an answer only when it has the right shape; the rest stays at the defaults. */
export function mergePublicConfig(base: WidgetPublicConfig, raw: unknown): WidgetPublicConfig {
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Partial<Record<keyof WidgetPublicConfig, unknown>>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const colour = (value: unknown, fallback: string) => (typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback);
  const email = (r.requestEmail && typeof r.requestEmail === 'object' ? r.requestEmail : {}) as Record<string, unknown>;
  return {
    widgetName: text(r.widgetName, base.widgetName),
    buttonLocation: r.buttonLocation === 'bottom-left' || r.buttonLocation === 'bottom-right' ? r.buttonLocation : base.buttonLocation,
    backgroundColor: colour(r.backgroundColor, base.backgroundColor),
    textColor: colour(r.textColor, base.textColor),
    buttonText: text(r.buttonText, base.buttonText),
    enableTextOnButton: r.enableTextOnButton === 0 || r.enableTextOnButton === 1 ? r.enableTextOnButton : base.enableTextOnButton,
    onlineText: text(r.onlineText, base.onlineText),
    offlineText: text(r.offlineText, base.offlineText),
    requestEmail: {
      enabled: typeof email.enabled === 'boolean' ? email.enabled : base.requestEmail.enabled,
      message: text(email.message, base.requestEmail.message),
      showAt: email.showAt === 'at_start' || email.showAt === 'after_chat_starts' ? email.showAt : base.requestEmail.showAt,
    },
    autoMessages: autoMessagesOf(r.autoMessages, base.autoMessages),
    ratingEnabled: typeof r.ratingEnabled === 'boolean' ? r.ratingEnabled : base.ratingEnabled,
    // Any short text: the chat window takes a language it speaks and otherwise the browser's (kept small here).
    language: typeof r.language === 'string' && r.language.length <= 16 ? r.language : base.language,
  };
}

/**
 * GET /api/visitor-widget/config?pluginId= when the server offers it; null otherwise (the socket's hello
 * brings it). Never answered from the browser's cache: a saved change shows on the guest's next page.
 */
export async function fetchPublicConfig(fetchImpl: typeof fetch, origin: string, pluginId: string): Promise<WidgetPublicConfig | null> {
  try {
    const response = await fetchImpl(`${origin}/api/visitor-widget/config?pluginId=${encodeURIComponent(pluginId)}`, { cache: 'no-cache' });
    if (!response.ok) return null;
    return mergePublicConfig(defaultPublicConfig(), await response.json());
  } catch {
    return null;
  }
}

import { WIDGET_DEFAULTS, defaultWidgetSlots, type Widget } from 'shared-kernel/contracts';

/** The widget fields kept in `widgets.settings` (everything but ids, name and domain). */
export type WidgetSettings = Omit<Widget, '_id' | 'clientId' | 'pluginId' | 'widgetName' | 'domain'>;

/** A new widget's settings (spec 001 §9); the notification list starts with the owner's e-mail. */
export function defaultWidgetSettings(ownerEmail: string): WidgetSettings {
  return {
    widgetStyle: {
      backgroundColor: WIDGET_DEFAULTS.backgroundColor,
      buttonLocation: WIDGET_DEFAULTS.buttonLocation,
      textColor: WIDGET_DEFAULTS.textColor,
    },
    chatButton: { buttonText: WIDGET_DEFAULTS.buttonText, enableTextOnButton: WIDGET_DEFAULTS.enableTextOnButton },
    slots: defaultWidgetSlots(),
    department: null,
    notificationEmailIds: [ownerEmail],
    requestEmailId: {
      enableRequestEmailId: WIDGET_DEFAULTS.enableRequestEmailId,
      message: WIDGET_DEFAULTS.requestEmailMessage,
      showAt: WIDGET_DEFAULTS.showAt,
    },
    emailTranscript: WIDGET_DEFAULTS.emailTranscript,
    chatPopupWelcomeMessage: { online: WIDGET_DEFAULTS.onlineText, offline: WIDGET_DEFAULTS.offlineText },
    googleAnalytics: { measurementId: '', apiSecret: '', event_name: '' },
    stripeConfig: { updateAll: false, stripe_public_key: '', stripe_secret_key: '' },
    googleAdsConfig: {
      updateAll: false,
      mcc_customer_id: '',
      google_client_id: '',
      google_client_secret: '',
      google_developer_token: '',
      project_id: '',
      google_redirect_uri: '',
      refresh_token: '',
    },
    timeZone: WIDGET_DEFAULTS.timeZone,
  };
}

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

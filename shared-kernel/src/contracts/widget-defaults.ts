// Widget defaults (spec 001 §9) and the two named themes (spec 001 §4).
import { DAYS, type Day } from './entities/common';
import type { ButtonLocation, ShowAt, Widget, WidgetSlot, WidgetThemeName } from './entities/widget';

export const WIDGET_THEMES = {
  'sharp-blue': { backgroundColor: '#6495ED', textColor: '#FFFFFF' },
  'light-blue': { backgroundColor: '#87CEFA', textColor: '#808080' },
} as const;

const WORK_DAYS: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** Mon to Fri 09:00 AM to 5:00 PM (24-hour 'HH:mm'); weekend days off. */
export function defaultWidgetSlots(): WidgetSlot[] {
  return DAYS.map((day) => (WORK_DAYS.includes(day) ? { day, from: '09:00', to: '17:00' } : { day, from: null, to: null }));
}

export const WIDGET_DEFAULTS = {
  buttonLocation: 'bottom-right' as ButtonLocation,
  buttonLocations: ['bottom-right', 'bottom-left'] as readonly ButtonLocation[],
  backgroundColor: WIDGET_THEMES['sharp-blue'].backgroundColor,
  textColor: WIDGET_THEMES['sharp-blue'].textColor,
  theme: 'sharp-blue' as WidgetThemeName,
  buttonText: 'Human Chat',
  /** 0 = text shown on the button. */
  enableTextOnButton: 0 as 0 | 1,
  onlineText: 'We are here to assist you',
  offlineText: 'We are offline right now. Feel free to leave a message!',
  requestEmailMessage: 'Please provide your email in case our chat gets interrupted',
  enableRequestEmailId: true,
  showAt: 'after_chat_starts' as ShowAt,
  showAtOptions: ['at_start', 'after_chat_starts'] as readonly ShowAt[],
  timeZone: 'UTC',
  emailTranscript: false,
} as const;

/** The theme a colour pair belongs to; any other pair is custom. */
export function themeFor(colors: { backgroundColor: string; textColor: string }): WidgetThemeName {
  const bg = colors.backgroundColor.toUpperCase();
  const text = colors.textColor.toUpperCase();
  for (const name of Object.keys(WIDGET_THEMES) as Array<keyof typeof WIDGET_THEMES>) {
    const theme = WIDGET_THEMES[name];
    if (theme.backgroundColor === bg && theme.textColor === text) return name;
  }
  return 'custom';
}

/** A new widget's settings: everything but its ids, name and domain, and no departments yet. */
export type NewWidgetSettings = Omit<Widget, '_id' | 'clientId' | 'pluginId' | 'widgetName' | 'domain' | 'department'> & { department: null };

/** A new widget's settings at the spec's defaults (§9); the notification list starts with the creator's e-mail. */
export function defaultWidgetSettings(creatorEmail: string | null | undefined): NewWidgetSettings {
  return {
    widgetStyle: { backgroundColor: WIDGET_DEFAULTS.backgroundColor, buttonLocation: WIDGET_DEFAULTS.buttonLocation, textColor: WIDGET_DEFAULTS.textColor },
    chatButton: { buttonText: WIDGET_DEFAULTS.buttonText, enableTextOnButton: WIDGET_DEFAULTS.enableTextOnButton },
    slots: defaultWidgetSlots(),
    department: null,
    notificationEmailIds: creatorEmail ? [creatorEmail] : [],
    requestEmailId: { enableRequestEmailId: WIDGET_DEFAULTS.enableRequestEmailId, message: WIDGET_DEFAULTS.requestEmailMessage, showAt: WIDGET_DEFAULTS.showAt },
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

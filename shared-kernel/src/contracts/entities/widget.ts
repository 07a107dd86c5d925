import type { Locale, LocaleChoice } from '../../i18n/locales';
import type { Day } from './common';
import type { WidgetRouting } from './routing';
import type { WidgetRatingSettings } from './rating';

export type ButtonLocation = 'bottom-right' | 'bottom-left';
export type ShowAt = 'at_start' | 'after_chat_starts';
export type WidgetThemeName = 'sharp-blue' | 'light-blue' | 'custom';

export interface WidgetStyle {
  backgroundColor: string;
  buttonLocation: ButtonLocation;
  textColor: string;
}

export interface ChatButton {
  buttonText: string;
  /** 0 = the text is shown on the button, 1 = not shown. */
  enableTextOnButton: 0 | 1;
}

/** One day of the opening hours; from/to null when the day is off. */
export interface WidgetSlot {
  day: Day;
  from: string | null;
  to: string | null;
}

export interface RequestEmailId {
  enableRequestEmailId: boolean;
  message: string;
  showAt: ShowAt;
}

export interface ChatPopupWelcomeMessage {
  online: string;
  offline: string;
}

export interface GoogleAnalyticsConfig {
  measurementId: string;
  apiSecret: string;
  event_name: string;
}

export interface StripeConfig {
  /** Apply to every widget of the account. */
  updateAll: boolean;
  stripe_public_key: string;
  stripe_secret_key: string;
}

export interface GoogleAdsConfig {
  updateAll: boolean;
  mcc_customer_id: string;
  google_client_id: string;
  google_client_secret: string;
  google_developer_token: string;
  project_id: string;
  google_redirect_uri: string;
  refresh_token: string;
}

/** The widget's departments: ids and names held in the first element (spec 001 §3). */
export interface WidgetDepartmentEntry {
  ids: string[];
  names: string[];
}

export interface Widget {
  _id: string;
  clientId: string;
  pluginId: string;
  widgetName: string;
  domain: string;
  widgetStyle: WidgetStyle;
  chatButton: ChatButton;
  /** 7 entries, mon to sun. */
  slots: WidgetSlot[];
  department: WidgetDepartmentEntry[] | null;
  notificationEmailIds: string[];
  requestEmailId: RequestEmailId;
  emailTranscript: boolean;
  chatPopupWelcomeMessage: ChatPopupWelcomeMessage;
  googleAnalytics: GoogleAnalyticsConfig;
  stripeConfig: StripeConfig;
  googleAdsConfig: GoogleAdsConfig;
  /** Extra: IANA time zone of the slots, default 'UTC'. */
  timeZone?: string;
  /** Issue 27: how new chats reach agents, the queue's limits and escalation (defaults when absent). */
  routing?: WidgetRouting;
  /** Issue 28: whether the widget asks the guest to rate the chat when it ends (on when absent). */
  rating?: WidgetRatingSettings;
  /** Issue 37: the language of the widget's own texts, 'auto' (the guest's browser) when absent. */
  language?: LocaleChoice;
  /** Issue 37: the owner's texts for guests of one language; a text left out (or '') shows the one above. */
  textsByLanguage?: WidgetTextsByLanguage;
}

/** The texts an owner types in the widget editor, as one language's override holds them. */
export interface WidgetOwnTexts {
  buttonText?: string;
  onlineText?: string;
  offlineText?: string;
  requestEmailMessage?: string;
}

export type WidgetTextsByLanguage = Partial<Record<Locale, WidgetOwnTexts>>;

/** Body of POST /widget/create: the widget entity without server ids (domain cleaned). */
export type WidgetCreatePayload = Omit<Widget, '_id' | 'clientId' | 'pluginId' | 'department'> & {
  /** Department ids or null. */
  department: string[] | null;
};

/** Body of PATCH /widget/update. */
export type WidgetUpdatePayload = WidgetCreatePayload & {
  widgetId: string;
  clientId: string;
  pluginId: string;
};

/** An auto message as the guest's widget needs it (part of WidgetPublicConfig). */
export interface WidgetAutoMessage {
  id: string;
  message: string;
  /** null means every page of the site. */
  pagePath: string | null;
  /** Seconds on the page before it shows. */
  timer: number;
}

/** Auto (smart) message; `widgetId` is the widget object on read. */
export interface AutoMessage {
  _id: string;
  title: string;
  message: string;
  /** null means site-wide. */
  pagePath: string | null;
  /** Seconds. */
  timer: number;
  widgetId: Pick<Widget, '_id' | 'domain'> & Partial<Pick<Widget, 'pluginId' | 'widgetName'>>;
}

/** Body of POST /smart-message/create and PATCH /smart-message/edit/{id}; `widgetId` is an id on write. */
export interface AutoMessagePayload {
  title: string;
  message: string;
  pagePath: string | null;
  timer: number;
  widgetId: string;
}

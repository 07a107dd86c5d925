// The widget editor's form model and its conversions: from a widget, to the §7 update body, to the
// settings a copy carries, and to the public config the live preview shows (spec 001 §2, §3, §4, §7, §9).
import {
  WIDGET_DEFAULTS,
  cleanTextsByLanguage,
  configInLanguage,
  defaultWidgetSlots,
  isMaskedSecret,
  maskSecret,
  themeFor,
  type ButtonLocation,
  type ShowAt,
  type Widget,
  type WidgetCreatePayload,
  type WidgetPublicConfig,
  type WidgetTextsByLanguage,
  type WidgetThemeName,
  type WidgetUpdatePayload,
} from 'shared-kernel/contracts';
import { AUTO_LOCALE, isLocaleChoice, localeFor, type LocaleChoice } from 'shared-kernel/i18n';
import { routingDraft, routingPayload, type RoutingDraft } from './routing-form';

/**
 * A write-only secret in the form: `hint` is the masked answer ('••••1234' or ''), never the secret;
 * `input` is what the owner typed; `cleared` asks the server to remove the stored one.
 */
export interface SecretDraft {
  hint: string;
  input: string;
  cleared: boolean;
}

export interface EditorValues {
  widgetName: string;
  domain: string;
  notificationEmailIds: string[];
  emailTranscript: boolean;
  buttonLocation: ButtonLocation;
  /** The checkbox: checked = enableTextOnButton 0 (text shown). */
  showTextOnButton: boolean;
  buttonText: string;
  theme: WidgetThemeName;
  backgroundColor: string;
  textColor: string;
  requestEmail: { enabled: boolean; message: string; showAt: ShowAt };
  onlineText: string;
  offlineText: string;
  departments: string[];
  googleAnalytics: { measurementId: string; event_name: string; apiSecret: SecretDraft };
  stripeConfig: { updateAll: boolean; stripe_public_key: string; stripe_secret_key: SecretDraft };
  googleAdsConfig: {
    updateAll: boolean;
    mcc_customer_id: string;
    google_client_id: string;
    google_client_secret: SecretDraft;
    google_developer_token: SecretDraft;
    project_id: string;
    google_redirect_uri: string;
    refresh_token: SecretDraft;
  };
  routing: RoutingDraft;
  /** Issue 28: ask the guest to rate the chat when it ends (on unless the widget stored it off). */
  rating: boolean;
  /** Issue 37: the language of the widget's own texts ('auto': the visitor's browser). */
  language: LocaleChoice;
  /** Issue 37: the owner's texts for the visitors of one language (an empty one: the text above). */
  textsByLanguage: WidgetTextsByLanguage;
}

/** The settings a copied widget hands to Add Domain: no ids, no name or domain, no secrets. */
export type WidgetSettingsCopy = Omit<WidgetCreatePayload, 'widgetName' | 'domain'>;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** Whatever the answer carried, the form only ever holds a mask (an older server may send the secret). */
export function secretDraft(stored: unknown): SecretDraft {
  const value = text(stored);
  return { hint: value === '' || isMaskedSecret(value) ? value : maskSecret(value), input: '', cleared: false };
}

/** Typed text replaces, Clear sends '' (removes), untouched sends the mask back (keeps; spec: write-only). */
export function secretToSend(draft: SecretDraft): string {
  const typed = draft.input.trim();
  if (typed) return typed;
  return draft.cleared ? '' : draft.hint;
}

/** The selected department ids of a widget (ids are held in the first element, spec 001 §3). */
export function departmentIds(widget: Pick<Widget, 'department'>): string[] {
  const first = Array.isArray(widget.department) ? widget.department[0] : null;
  return Array.isArray(first?.ids) ? first.ids.filter((id): id is string => typeof id === 'string') : [];
}

export function editorValues(widget: Widget): EditorValues {
  const style = widget.widgetStyle ?? ({} as Widget['widgetStyle']);
  const backgroundColor = text(style.backgroundColor, WIDGET_DEFAULTS.backgroundColor).toUpperCase();
  const textColor = text(style.textColor, WIDGET_DEFAULTS.textColor).toUpperCase();
  const request = widget.requestEmailId ?? ({} as Widget['requestEmailId']);
  const welcome = widget.chatPopupWelcomeMessage ?? ({} as Widget['chatPopupWelcomeMessage']);
  const ga = widget.googleAnalytics ?? ({} as Widget['googleAnalytics']);
  const stripe = widget.stripeConfig ?? ({} as Widget['stripeConfig']);
  const ads = widget.googleAdsConfig ?? ({} as Widget['googleAdsConfig']);
  return {
    widgetName: text(widget.widgetName),
    domain: text(widget.domain),
    notificationEmailIds: Array.isArray(widget.notificationEmailIds) ? widget.notificationEmailIds.filter((e) => typeof e === 'string') : [],
    emailTranscript: widget.emailTranscript === true,
    buttonLocation: style.buttonLocation === 'bottom-left' ? 'bottom-left' : 'bottom-right',
    showTextOnButton: widget.chatButton?.enableTextOnButton !== 1,
    buttonText: text(widget.chatButton?.buttonText, WIDGET_DEFAULTS.buttonText),
    theme: themeFor({ backgroundColor, textColor }),
    backgroundColor,
    textColor,
    requestEmail: {
      enabled: request.enableRequestEmailId ?? WIDGET_DEFAULTS.enableRequestEmailId,
      message: text(request.message, WIDGET_DEFAULTS.requestEmailMessage),
      showAt: request.showAt === 'at_start' ? 'at_start' : 'after_chat_starts',
    },
    onlineText: text(welcome.online, WIDGET_DEFAULTS.onlineText),
    offlineText: text(welcome.offline, WIDGET_DEFAULTS.offlineText),
    departments: departmentIds(widget),
    googleAnalytics: { measurementId: text(ga.measurementId), event_name: text(ga.event_name), apiSecret: secretDraft(ga.apiSecret) },
    stripeConfig: {
      updateAll: stripe.updateAll === true,
      stripe_public_key: text(stripe.stripe_public_key),
      stripe_secret_key: secretDraft(stripe.stripe_secret_key),
    },
    googleAdsConfig: {
      updateAll: ads.updateAll === true,
      mcc_customer_id: text(ads.mcc_customer_id),
      google_client_id: text(ads.google_client_id),
      google_client_secret: secretDraft(ads.google_client_secret),
      google_developer_token: secretDraft(ads.google_developer_token),
      project_id: text(ads.project_id),
      google_redirect_uri: text(ads.google_redirect_uri),
      refresh_token: secretDraft(ads.refresh_token),
    },
    routing: routingDraft(widget.routing),
    rating: widget.rating?.enabled !== false,
    language: isLocaleChoice(widget.language) ? widget.language : AUTO_LOCALE,
    textsByLanguage: cleanTextsByLanguage(widget.textsByLanguage) ?? {},
  };
}

/** The whole settings body of PATCH /widget/update (spec 001 §7); slots and ids go back unchanged. */
export function updatePayload(widget: Widget, values: EditorValues): WidgetUpdatePayload {
  const { googleAnalytics: ga, stripeConfig: stripe, googleAdsConfig: ads } = values;
  const payload: WidgetUpdatePayload = {
    widgetId: widget._id,
    clientId: widget.clientId,
    pluginId: widget.pluginId,
    domain: values.domain.trim(),
    widgetName: values.widgetName.trim(),
    widgetStyle: { backgroundColor: values.backgroundColor.trim(), buttonLocation: values.buttonLocation, textColor: values.textColor.trim() },
    chatButton: { buttonText: values.buttonText, enableTextOnButton: values.showTextOnButton ? 0 : 1 },
    slots: Array.isArray(widget.slots) ? widget.slots : defaultWidgetSlots(),
    department: values.departments.length > 0 ? values.departments : null,
    notificationEmailIds: values.notificationEmailIds,
    requestEmailId: { enableRequestEmailId: values.requestEmail.enabled, message: values.requestEmail.message, showAt: values.requestEmail.showAt },
    emailTranscript: values.emailTranscript,
    chatPopupWelcomeMessage: { online: values.onlineText, offline: values.offlineText },
    stripeConfig: { updateAll: stripe.updateAll, stripe_public_key: stripe.stripe_public_key.trim(), stripe_secret_key: secretToSend(stripe.stripe_secret_key) },
    googleAnalytics: { measurementId: ga.measurementId.trim(), apiSecret: secretToSend(ga.apiSecret), event_name: ga.event_name.trim() },
    googleAdsConfig: {
      updateAll: ads.updateAll,
      mcc_customer_id: ads.mcc_customer_id.trim(),
      google_client_id: ads.google_client_id.trim(),
      google_client_secret: secretToSend(ads.google_client_secret),
      google_developer_token: secretToSend(ads.google_developer_token),
      project_id: ads.project_id.trim(),
      google_redirect_uri: ads.google_redirect_uri.trim(),
      refresh_token: secretToSend(ads.refresh_token),
    },
    routing: routingPayload(values.routing),
    rating: { enabled: values.rating },
    language: values.language,
    // Always sent: {} clears every language's texts.
    textsByLanguage: cleanTextsByLanguage(values.textsByLanguage) ?? {},
  };
  if (widget.timeZone) payload.timeZone = widget.timeZone;
  return payload;
}

/** Copy Settings: everything but ids, name, domain and secrets; the "apply to all" flags are not carried over. */
export function settingsCopy(widget: Widget): WidgetSettingsCopy {
  const { widgetId: _id, clientId: _client, pluginId: _plugin, widgetName: _name, domain: _domain, ...settings } = updatePayload(widget, editorValues(widget));
  return {
    ...settings,
    stripeConfig: { ...settings.stripeConfig, updateAll: false, stripe_secret_key: '' },
    googleAnalytics: { ...settings.googleAnalytics, apiSecret: '' },
    googleAdsConfig: { ...settings.googleAdsConfig, updateAll: false, google_client_secret: '', google_developer_token: '', refresh_token: '' },
  };
}

/** POST /widget/create: name and domain over the copied settings, or the defaults. */
export function createPayload(widgetName: string, domain: string, settings: WidgetSettingsCopy): WidgetCreatePayload {
  const emails = settings.notificationEmailIds ?? [];
  return { ...settings, notificationEmailIds: emails, widgetName: widgetName.trim(), domain: domain.trim() };
}

/**
 * What the guest's widget is fed (the same shape the server sends it), from the unsaved form: the texts of
 * the language the preview will speak (the fixed one, or the owner's browser's), as the server picks them.
 */
export function publicConfig(values: EditorValues, browserLanguages: readonly string[]): WidgetPublicConfig {
  const config: WidgetPublicConfig = {
    widgetName: values.widgetName,
    buttonLocation: values.buttonLocation,
    backgroundColor: values.backgroundColor,
    textColor: values.textColor,
    buttonText: values.buttonText,
    enableTextOnButton: values.showTextOnButton ? 0 : 1,
    onlineText: values.onlineText,
    offlineText: values.offlineText,
    requestEmail: { enabled: values.requestEmail.enabled, message: values.requestEmail.message, showAt: values.requestEmail.showAt },
    // The preview shows the look; auto messages belong to their own screen.
    autoMessages: [],
    language: values.language,
  };
  return configInLanguage(config, values.textsByLanguage, localeFor(values.language, browserLanguages));
}

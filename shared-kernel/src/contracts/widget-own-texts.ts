// Issue 37: an owner's texts for the guests of one language, over the ones typed for everybody. Shared by
// the server (the config a guest gets) and the widget editor (its preview), so both pick the same text.
import { LOCALES, type Locale } from '../i18n/locales';
import type { WidgetOwnTexts, WidgetTextsByLanguage } from './entities/widget';
import type { WidgetPublicConfig } from './visitor-events';

export const WIDGET_OWN_TEXT_FIELDS = ['buttonText', 'onlineText', 'offlineText', 'requestEmailMessage'] as const satisfies ReadonlyArray<keyof WidgetOwnTexts>;

/** Characters one override may hold. */
export const WIDGET_OWN_TEXT_MAX = 1000;

const own = (record: object, key: string): unknown => (Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined);

/** Overrides as stored: our languages and fields only (own keys, so never a prototype's), trimmed, empty ones left out; undefined when none. */
export function cleanTextsByLanguage(raw: unknown): WidgetTextsByLanguage | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const result: WidgetTextsByLanguage = {};
  for (const locale of LOCALES) {
    const texts = own(raw, locale);
    if (!texts || typeof texts !== 'object') continue;
    const kept: WidgetOwnTexts = {};
    for (const field of WIDGET_OWN_TEXT_FIELDS) {
      const value = own(texts, field);
      if (typeof value === 'string' && value.trim()) kept[field] = value.trim().slice(0, WIDGET_OWN_TEXT_MAX);
    }
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** What a guest whose widget speaks `locale` sees: each owner text replaced by that language's override, if any. */
export function configInLanguage(config: WidgetPublicConfig, byLanguage: unknown, locale: Locale): WidgetPublicConfig {
  const texts = cleanTextsByLanguage(byLanguage)?.[locale];
  if (!texts) return config;
  return {
    ...config,
    buttonText: texts.buttonText ?? config.buttonText,
    onlineText: texts.onlineText ?? config.onlineText,
    offlineText: texts.offlineText ?? config.offlineText,
    requestEmail: { ...config.requestEmail, message: texts.requestEmailMessage ?? config.requestEmail.message },
  };
}

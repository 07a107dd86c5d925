import path from 'node:path';
import { configInLanguage, WIDGET_DEFAULTS, type WidgetAutoMessage, type WidgetPublicConfig } from 'shared-kernel/contracts';
import { AUTO_LOCALE, isLocaleChoice, localeFor, pseudoLocalize, wantsPseudo } from 'shared-kernel/i18n';
import type { WidgetRow } from '../db/schema';
import { catalogueTranslators } from '../mail/text-catalogue';
import type { WidgetSettings } from '../widgets';
import { ratingSettingsOf } from '../widgets';

type LauncherKey = 'launcher.buttonText';
const launcherTexts = catalogueTranslators<LauncherKey>(path.join(__dirname, 'i18n'), 'launcher');

/**
 * What the guest's widget needs from its settings, defaults (spec 001 §9) filling any gap, with the
 * widget's auto messages (oldest first). Never a secret: only what the guest sees.
 * `browserLanguages`: the guest's, most wanted first. The owner's texts come in the language the widget will
 * speak (issue 37): that language's overrides, and a launcher left at the spec's default in its words, since
 * the loader paints the button before any catalogue could load.
 */
export function publicConfigOf(row: WidgetRow, autoMessages: WidgetAutoMessage[], browserLanguages: readonly string[]): WidgetPublicConfig {
  const settings = row.settings as Partial<WidgetSettings>;
  const config: WidgetPublicConfig = {
    widgetName: row.widgetName,
    buttonLocation: settings.widgetStyle?.buttonLocation ?? WIDGET_DEFAULTS.buttonLocation,
    backgroundColor: settings.widgetStyle?.backgroundColor ?? WIDGET_DEFAULTS.backgroundColor,
    textColor: settings.widgetStyle?.textColor ?? WIDGET_DEFAULTS.textColor,
    buttonText: settings.chatButton?.buttonText ?? WIDGET_DEFAULTS.buttonText,
    enableTextOnButton: settings.chatButton?.enableTextOnButton ?? WIDGET_DEFAULTS.enableTextOnButton,
    onlineText: settings.chatPopupWelcomeMessage?.online ?? WIDGET_DEFAULTS.onlineText,
    offlineText: settings.chatPopupWelcomeMessage?.offline ?? WIDGET_DEFAULTS.offlineText,
    requestEmail: {
      enabled: settings.requestEmailId?.enableRequestEmailId ?? WIDGET_DEFAULTS.enableRequestEmailId,
      message: settings.requestEmailId?.message ?? WIDGET_DEFAULTS.requestEmailMessage,
      showAt: settings.requestEmailId?.showAt ?? WIDGET_DEFAULTS.showAt,
    },
    autoMessages,
    ratingEnabled: ratingSettingsOf(settings.rating).enabled,
    language: isLocaleChoice(settings.language) ? settings.language : AUTO_LOCALE,
  };
  const locale = localeFor(config.language, browserLanguages);
  const inLanguage = configInLanguage(config, settings.textsByLanguage, locale);
  if (inLanguage.buttonText !== WIDGET_DEFAULTS.buttonText) return inLanguage;
  const launcher = launcherTexts(locale)('launcher.buttonText');
  return { ...inLanguage, buttonText: wantsPseudo(config.language, browserLanguages) ? pseudoLocalize(launcher) : launcher };
}

import { WIDGET_DEFAULTS, type WidgetAutoMessage, type WidgetPublicConfig } from 'shared-kernel/contracts';
import { AUTO_LOCALE, isLocaleChoice } from 'shared-kernel/i18n';
import type { WidgetRow } from '../db/schema';
import type { WidgetSettings } from '../widgets';
import { ratingSettingsOf } from '../widgets';

/**
 * What the guest's widget needs from its settings, defaults (spec 001 §9) filling any gap, with the
 * widget's auto messages (oldest first). Never a secret: only what the guest sees.
 */
export function publicConfigOf(row: WidgetRow, autoMessages: WidgetAutoMessage[]): WidgetPublicConfig {
  const settings = row.settings as Partial<WidgetSettings>;
  return {
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
}

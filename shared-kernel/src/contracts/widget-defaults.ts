// Widget defaults (spec 001 §9) and the two named themes (spec 001 §4).
import { DAYS, type Day } from './entities/common';
import type { ButtonLocation, ShowAt, WidgetSlot, WidgetThemeName } from './entities/widget';

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

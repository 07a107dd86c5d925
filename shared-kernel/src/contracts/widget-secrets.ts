// Widget settings that are write-only: the console never reads them back, only a masked hint.
import type { Widget } from './entities/widget';

/** A masked secret starts with this, followed by the secret's last 4 characters when it is long enough. */
export const SECRET_MASK = '••••';

/** The secret keys of each integration block of a widget's settings. */
export const WIDGET_SECRET_FIELDS = {
  stripeConfig: ['stripe_secret_key'],
  googleAnalytics: ['apiSecret'],
  googleAdsConfig: ['google_client_secret', 'google_developer_token', 'refresh_token'],
} as const satisfies { [K in keyof Widget]?: ReadonlyArray<keyof Widget[K]> };

/** What an answer carries in place of a stored secret: '' when none is stored. */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return '';
  return SECRET_MASK + (value.length >= 12 ? value.slice(-4) : '');
}

export function isMaskedSecret(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(SECRET_MASK);
}

/**
 * The secret to store for what a save sent: a mask (the form sent back what it read) or nothing keeps the
 * stored one; '' or null clears it; anything else replaces it.
 */
export function nextSecret(sent: string | null | undefined, stored: string): string {
  if (sent === undefined || isMaskedSecret(sent)) return stored;
  return sent ?? '';
}

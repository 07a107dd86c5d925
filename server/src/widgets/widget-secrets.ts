import { isMaskedSecret, maskSecret, nextSecret, WIDGET_SECRET_FIELDS } from 'shared-kernel/contracts';
import type { WidgetSettings } from './widget-defaults';

type SecretBlock = keyof typeof WIDGET_SECRET_FIELDS;
type Block = Record<string, unknown>;

export const SECRET_BLOCKS = Object.keys(WIDGET_SECRET_FIELDS) as SecretBlock[];

const fieldsOf = (block: SecretBlock): readonly string[] => WIDGET_SECRET_FIELDS[block];
const storedText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The settings as the console may read them: every write-only secret replaced by its masked hint. */
export function maskSecrets(settings: WidgetSettings): WidgetSettings {
  const masked: Record<string, unknown> = { ...settings };
  for (const block of SECRET_BLOCKS) {
    const stored = settings[block] as unknown as Block | undefined;
    if (!stored || typeof stored !== 'object') continue;
    const copy: Block = { ...stored };
    for (const field of fieldsOf(block)) copy[field] = maskSecret(storedText(stored[field]));
    masked[block] = copy;
  }
  return masked as unknown as WidgetSettings;
}

/**
 * The secrets of one block to store for what a save sent (nextSecret: a mask or nothing keeps the stored
 * one, '' or null clears it, anything else replaces it).
 */
export function resolveBlockSecrets(block: SecretBlock, sent: Block | undefined, stored: Block | undefined): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const field of fieldsOf(block)) {
    const value = sent?.[field];
    resolved[field] = nextSecret(typeof value === 'string' || value === null ? value : undefined, storedText(stored?.[field]));
  }
  return resolved;
}

/**
 * A new widget made from copied settings carries the masks the console read: each is resolved to the
 * account's stored secret behind that same mask when exactly one secret matches (else it stays empty).
 */
export function secretsBehindMasks(block: SecretBlock, sent: Block | undefined, accountSettings: WidgetSettings[]): Block {
  const resolved: Block = {};
  for (const field of fieldsOf(block)) {
    const value = sent?.[field];
    if (typeof value !== 'string' || !isMaskedSecret(value)) continue;
    const matches = new Set(
      accountSettings
        .map((settings) => storedText((settings[block] as unknown as Block | undefined)?.[field]))
        .filter((stored) => stored && maskSecret(stored) === value),
    );
    if (matches.size === 1) resolved[field] = [...matches][0];
  }
  return resolved;
}

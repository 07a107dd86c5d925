import type { WidgetRatingSettings } from 'shared-kernel/contracts';
import { eq, sql } from 'drizzle-orm';
import { boolean, object } from 'yup';
import type { Db } from '../db/database';
import { widgets } from '../db/schema';

export const RATING_ENABLED_NOT_BOOLEAN = 'rating.enabled must be true or false';

/**
 * The widget's rating block in POST /widget/create and PATCH /widget/update (issue 28): optional, and
 * `enabled` a real boolean ("true" or 1 is refused, not read as on). Unknown keys are dropped, as in the
 * routing block; a `__proto__` key never gets here (the input guard refuses it).
 */
export const widgetRatingSchema = object({
  enabled: boolean().strict().typeError(RATING_ENABLED_NOT_BOOLEAN).nonNullable(RATING_ENABLED_NOT_BOOLEAN),
})
  .noUnknown()
  .default(undefined);

/** A widget's stored rating setting, on when absent (a widget saved before ratings existed). */
export function ratingSettingsOf(stored: unknown): WidgetRatingSettings {
  const enabled = stored && typeof stored === 'object' ? (stored as Partial<WidgetRatingSettings>).enabled : undefined;
  return { enabled: enabled !== false };
}

/** The stored rating over what the form sent (`enabled` absent keeps the stored value). */
export function ratingFrom(stored: unknown, sent: Partial<WidgetRatingSettings> | undefined): WidgetRatingSettings {
  const base = ratingSettingsOf(stored);
  return typeof sent?.enabled === 'boolean' ? { enabled: sent.enabled } : base;
}

/** SQL: the widget row named `w` asks for ratings (its setting is not false). */
export const RATING_ON_W = sql`coalesce((w.settings -> 'rating' ->> 'enabled') <> 'false', true)`;

/** Whether the widget asks its guests for a rating (an unknown widget: no). */
export async function ratingEnabledFor(db: Db, widgetId: string): Promise<boolean> {
  const [row] = await db.select({ rating: sql`${widgets.settings} -> 'rating'` }).from(widgets).where(eq(widgets.id, widgetId)).limit(1);
  return row ? ratingSettingsOf(row.rating).enabled : false;
}

import { and, eq, inArray } from 'drizzle-orm';
import { cleanTextsByLanguage, type WidgetDepartmentEntry } from 'shared-kernel/contracts';
import type { WidgetForm as KernelWidgetForm } from 'shared-kernel/validation';
import type { Db } from '../db/database';
import { departments } from '../db/schema';
import { badRequest } from '../http/http-error';
import type { WidgetSettings } from './widget-defaults';
import { SECRET_BLOCKS } from './widget-secrets';
import { ROUTING_DEFAULTS } from 'shared-kernel/queue';
import { routingOf } from './routing-settings';
import { ratingFrom } from './rating-settings';
import type { WidgetRatingSettings } from 'shared-kernel/contracts';
import type { LocaleChoice } from 'shared-kernel/i18n';

/** The widget form as the server reads it: the kernel's, plus the rating block (issue 28) checked by the server. */
export type WidgetForm = KernelWidgetForm & { rating?: Partial<WidgetRatingSettings> };

export const UNKNOWN_DEPARTMENT = 'A chosen department does not exist';

type Secrets = Record<(typeof SECRET_BLOCKS)[number], Record<string, unknown>>;

/** The fields of a block the form carried (yup leaves the others undefined); keys the block does not have are dropped. */
function sent<T extends object>(value: T | null | undefined, base: object): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([key, field]) => field !== undefined && Object.hasOwn(base, key))) as Partial<T>;
}

/** Trimmed, lower-cased duplicates dropped (spec 001 §5: duplicates are ignored). */
function distinctEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.map((email) => email.trim()).filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The widget's department entry (spec 001 §3: ids and names in the first element) for the ids a form sent;
 * null for none (the whole account). Every id must be a department of the account.
 */
export async function departmentEntry(db: Db, accountId: string, ids: readonly string[] | null | undefined): Promise<WidgetDepartmentEntry[] | null> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ id: departments.id, title: departments.title })
    .from(departments)
    .where(and(eq(departments.clientId, accountId), inArray(departments.id, wanted)));
  if (rows.length !== wanted.length) throw badRequest(UNKNOWN_DEPARTMENT);
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return [{ ids: wanted, names: wanted.map((id) => titles.get(id) ?? '') }];
}

/**
 * The settings to store: what the form sent over `base` (the stored settings, or the defaults of a new
 * widget), with the department entry and the secrets already resolved by the caller.
 */
export function settingsFrom(base: WidgetSettings, form: WidgetForm, department: WidgetDepartmentEntry[] | null, secrets: Secrets): WidgetSettings {
  return {
    ...base,
    widgetStyle: { ...base.widgetStyle, ...sent(form.widgetStyle, base.widgetStyle) } as WidgetSettings['widgetStyle'],
    chatButton: { ...base.chatButton, ...sent(form.chatButton, base.chatButton) } as WidgetSettings['chatButton'],
    // Seven days or none: the editor has no way to change them (spec 001 §9), a partial list is ignored.
    slots: form.slots?.length === 7 ? (form.slots as WidgetSettings['slots']) : base.slots,
    department,
    notificationEmailIds: distinctEmails(form.notificationEmailIds),
    requestEmailId: { ...base.requestEmailId, ...sent(form.requestEmailId, base.requestEmailId) } as WidgetSettings['requestEmailId'],
    emailTranscript: form.emailTranscript ?? base.emailTranscript,
    chatPopupWelcomeMessage: { ...base.chatPopupWelcomeMessage, ...sent(form.chatPopupWelcomeMessage, base.chatPopupWelcomeMessage) },
    googleAnalytics: { ...base.googleAnalytics, ...sent(form.googleAnalytics, base.googleAnalytics), ...secrets.googleAnalytics } as WidgetSettings['googleAnalytics'],
    stripeConfig: { ...base.stripeConfig, ...sent(form.stripeConfig, base.stripeConfig), ...secrets.stripeConfig } as WidgetSettings['stripeConfig'],
    googleAdsConfig: { ...base.googleAdsConfig, ...sent(form.googleAdsConfig, base.googleAdsConfig), ...secrets.googleAdsConfig } as WidgetSettings['googleAdsConfig'],
    // Issue 27: the fields sent over the stored routing (or the defaults).
    routing: form.routing ? ({ ...routingOf(base.routing), ...sent(form.routing, ROUTING_DEFAULTS) } as WidgetSettings['routing']) : base.routing,
    // Issue 37: stored only once a form sent it (absent = the guest's browser).
    ...(form.language || base.language ? { language: (form.language as LocaleChoice | undefined) ?? base.language } : {}),
    // Issue 37: a form that sent the overrides replaces them all (none sent: the stored ones stay).
    textsByLanguage: form.textsByLanguage === undefined ? base.textsByLanguage : cleanTextsByLanguage(form.textsByLanguage),
    // Issue 28: stored only once a form sent it (absent = on).
    ...(form.rating || base.rating ? { rating: ratingFrom(base.rating, form.rating) } : {}),
  };
}

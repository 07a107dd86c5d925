import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { defaultWidgetSettings, type Widget } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { widgetSchema, widgetUpdateSchema, type WidgetUpdateForm as KernelWidgetUpdateForm } from 'shared-kernel/validation';
import { accountAdminOnly } from '../auth';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import type { Tx } from '../db/database';
import { isUniqueViolation } from '../db/json-row';
import { widgets, type WidgetRow } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { withDefaults, type WidgetSettings } from './widget-defaults';
import { resolveBlockSecrets, SECRET_BLOCKS, secretsBehindMasks } from './widget-secrets';
import { departmentEntry, settingsFrom, type WidgetForm } from './widget-settings-form';
import { widgetRatingSchema } from './rating-settings';
import { isLiveWidget, liveWidgetsOf, ownLiveWidget, WIDGET_NOT_FOUND } from './widget-store';
import { toWidget } from './widget-view';

type WidgetUpdateForm = KernelWidgetUpdateForm & Pick<WidgetForm, 'rating'>;

// The kernel's widget bodies plus the rating block (issue 28), which the server checks itself.
const createBody = widgetSchema.shape({ rating: widgetRatingSchema });
const updateBody = widgetUpdateSchema.shape({ rating: widgetRatingSchema });

/** A new widget's notification list is the creator's own e-mail when the form sends none (spec 001 §9). */
const defaultNotificationEmail: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const emails = body.notificationEmailIds;
  if (emails === undefined || emails === null || (Array.isArray(emails) && emails.length === 0)) {
    body.notificationEmailIds = [authOf(request).user.email];
  }
};

/** A second live widget for a domain of the account breaks widgets_client_domain_key: a 409 saying so. */
async function domainChecked<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.domainTaken);
    throw error;
  }
}

/**
 * updateAll on stripeConfig / googleAdsConfig: that block (its secrets as resolved for the saved widget)
 * goes to every other live widget of the account too, unticked there.
 */
async function applyToAccount(tx: Tx, row: WidgetRow, form: WidgetForm): Promise<void> {
  const settings = row.settings as unknown as WidgetSettings;
  const shared: Partial<WidgetSettings> = {};
  if (form.stripeConfig?.updateAll) shared.stripeConfig = { ...settings.stripeConfig, updateAll: false };
  if (form.googleAdsConfig?.updateAll) shared.googleAdsConfig = { ...settings.googleAdsConfig, updateAll: false };
  if (Object.keys(shared).length === 0) return;
  await tx
    .update(widgets)
    .set({ settings: sql`${widgets.settings} || ${JSON.stringify(shared)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(widgets.clientId, row.clientId), ne(widgets.id, row.id), isLiveWidget));
}

/** POST /widget/create and PATCH /widget/update: admin and client roles only (403 for agents and managers). */
export function registerWidgetWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: [authGuard(ctx), accountAdminOnly] };

  app.post('/widget/create', { ...guard, preValidation: defaultNotificationEmail, schema: { body: createBody } }, async (request): Promise<Widget> => {
    const auth = authOf(request);
    const form = request.body as WidgetForm;
    // Copied settings carry the masks the console read: resolved against the account's own secrets.
    const account = (await liveWidgetsOf(ctx.db, auth.accountId)).map((row) => row.settings as unknown as WidgetSettings);
    const secrets = Object.fromEntries(
      SECRET_BLOCKS.map((block) => [block, resolveBlockSecrets(block, form[block], secretsBehindMasks(block, form[block], account))]),
    ) as Record<(typeof SECRET_BLOCKS)[number], Record<string, string>>;
    const department = await departmentEntry(ctx.db, auth.accountId, form.department);
    const settings = settingsFrom(defaultWidgetSettings(auth.user.email), form, department, secrets);
    const row = await domainChecked(() =>
      ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(widgets)
          .values({ id: randomUUID(), pluginId: randomUUID(), clientId: auth.accountId, widgetName: form.widgetName, domain: form.domain, settings })
          .returning();
        await applyToAccount(tx, created, form);
        return created;
      }),
    );
    return toWidget(row);
  });

  // The console also sends clientId and pluginId: both stay as stored.
  app.patch('/widget/update', { ...guard, schema: { body: updateBody } }, async (request): Promise<Widget> => {
    const auth = authOf(request);
    const form = request.body as WidgetUpdateForm;
    const existing = await ownLiveWidget(ctx.db, auth.accountId, form.widgetId);
    const stored = withDefaults(existing.settings as unknown as Partial<WidgetSettings>);
    const secrets = Object.fromEntries(
      SECRET_BLOCKS.map((block) => [block, resolveBlockSecrets(block, form[block], stored[block] as unknown as Record<string, unknown>)]),
    ) as Record<(typeof SECRET_BLOCKS)[number], Record<string, string>>;
    const department = form.department === undefined ? stored.department : await departmentEntry(ctx.db, auth.accountId, form.department);
    const settings = settingsFrom(stored, form, department, secrets);
    const row = await domainChecked(() =>
      ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(widgets)
          .set({ widgetName: form.widgetName, domain: form.domain, settings, updatedAt: new Date() })
          .where(and(eq(widgets.id, existing.id), isLiveWidget))
          .returning();
        // Deleted meanwhile.
        if (!updated) throw notFound(WIDGET_NOT_FOUND);
        await applyToAccount(tx, updated, form);
        return updated;
      }),
    );
    // A new routing mode or queue limit applies to the chats waiting now.
    if (form.routing) ctx.events.emit('widget.routing-changed', { accountId: auth.accountId, widgetId: row.id });
    return toWidget(row);
  });
}

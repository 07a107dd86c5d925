// An endpoint's run of failed attempts: reset by any success; at PAUSE_AFTER_FAILURES the endpoint is
// paused and its account's owners and co-admins are mailed, once (the pause itself is the guard).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isLocale, localeFor } from 'shared-kernel/i18n';
import type { AppContext } from '../context';
import { users, USER_STATUS, webhookEndpoints, type WebhookEndpointRow } from '../db/schema';
import { webhookPausedMail } from '../mail/templates/webhook-paused-mail';
import { PAUSE_AFTER_FAILURES } from './delivery-outcome';

/**
 * A batch's outcomes, in the order the attempts ended: a success resets the run, each failure lengthens
 * it. One statement, and none at all for a batch of successes on an endpoint whose run was already 0.
 */
export async function recordStreak(ctx: AppContext, endpoint: WebhookEndpointRow, succeeded: boolean[]): Promise<void> {
  const lastSuccess = succeeded.lastIndexOf(true);
  const failuresAfter = succeeded.length - 1 - lastSuccess;
  if (lastSuccess >= 0 && failuresAfter === 0 && endpoint.failureStreak === 0) return;
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ failureStreak: lastSuccess >= 0 ? failuresAfter : sql`${webhookEndpoints.failureStreak} + ${failuresAfter}` })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ failureStreak: webhookEndpoints.failureStreak });
  if (row && row.failureStreak >= PAUSE_AFTER_FAILURES) await pauseForFailures(ctx, endpoint, row.failureStreak);
}

async function pauseForFailures(ctx: AppContext, endpoint: WebhookEndpointRow, failures: number): Promise<void> {
  const [paused] = await ctx.db
    .update(webhookEndpoints)
    .set({ pausedAt: new Date(), pausedReason: 'failures' })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.pausedAt)))
    .returning({ id: webhookEndpoints.id });
  if (!paused) return;
  const admins = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        or(eq(users.id, endpoint.clientId), eq(users.clientId, endpoint.clientId)),
        inArray(users.role, ['client', 'co_client']),
        eq(users.status, USER_STATUS.active),
      ),
    );
  const link = `${ctx.settings.publicUrl}/integrations/webhooks/${encodeURIComponent(endpoint.id)}`;
  // Each in their own language when fixed, else the owner's, else English ('auto' follows a browser; a mail has none).
  const owner = admins.find((admin) => admin.id === endpoint.clientId)?.language;
  for (const { email, language } of admins) {
    const locale = localeFor(language, isLocale(owner) ? [owner] : []);
    await ctx.mailer.send(webhookPausedMail({ to: email, url: endpoint.url, failures, link, locale })).catch((error: unknown) => console.error('webhook paused mail failed', error));
  }
}

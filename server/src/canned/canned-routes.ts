import type { InferType } from 'yup';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CannedMessage, type StatusAnswer } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { cannedMessageSchema } from 'shared-kernel/validation';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { cannedMessages, users, type CannedMessageRow } from '../db/schema';
import { isUniqueViolation } from '../db/json-row';
import { conflict, notFound } from '../http/http-error';
import { idParams } from '../http/input-schemas';
import { NO_INPUT } from '../http/route-input';
import { toCannedMessage } from './canned-view';

type IdParams = { Params: { id: string } };
type CannedForm = InferType<typeof cannedMessageSchema>;

/** One canned message of the caller's account (404 for another account's or an unknown id). */
async function ownCanned(ctx: AppContext, request: FastifyRequest<IdParams>): Promise<CannedMessageRow> {
  const [row] = await ctx.db
    .select()
    .from(cannedMessages)
    .where(and(eq(cannedMessages.id, request.params.id), eq(cannedMessages.clientId, authOf(request).accountId)))
    .limit(1);
  if (!row) throw notFound('Canned message not found');
  return row;
}

/** A shortcut the account already uses (any letter case) breaks canned_messages_client_short_code_key: a 409 saying so. */
async function shortcutChecked<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.cannedShortcutTaken);
    throw error;
  }
}

async function creatorName(ctx: AppContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await ctx.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.fullName ?? null;
}

/** get-all, create, edit and delete of the account's canned messages (every role of the account). */
export function registerCannedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: authGuard(ctx) };

  app.get('/canned/get-all', { ...guard, schema: NO_INPUT }, async (request): Promise<CannedMessage[]> => {
    const rows = await ctx.db
      .select({ canned: cannedMessages, fullName: users.fullName })
      .from(cannedMessages)
      .leftJoin(users, eq(users.id, cannedMessages.createdBy))
      .where(eq(cannedMessages.clientId, authOf(request).accountId))
      .orderBy(asc(cannedMessages.createdAt), asc(cannedMessages.shortCode));
    return rows.map((row) => toCannedMessage(row.canned, row.fullName));
  });

  app.post('/canned/create', { ...guard, schema: { body: cannedMessageSchema } }, async (request): Promise<CannedMessage> => {
    const auth = authOf(request);
    const form = request.body as CannedForm;
    const [row] = await shortcutChecked(() =>
      ctx.db
        .insert(cannedMessages)
        .values({ id: randomUUID(), clientId: auth.accountId, createdBy: auth.user.id, shortCode: form.shortCode, message: form.message })
        .returning(),
    );
    return toCannedMessage(row, auth.user.fullName);
  });

  // The console also sends clientId and createdBy; both stay as stored (the account and creator never change).
  app.patch<IdParams>('/canned/edit/:id', { ...guard, schema: { params: idParams, body: cannedMessageSchema } }, async (request): Promise<StatusAnswer & { data: CannedMessage }> => {
    const existing = await ownCanned(ctx, request);
    const form = request.body as CannedForm;
    const [row] = await shortcutChecked(() =>
      ctx.db
        .update(cannedMessages)
        .set({ shortCode: form.shortCode, message: form.message, updatedAt: new Date() })
        .where(eq(cannedMessages.id, existing.id))
        .returning(),
    );
    if (!row) throw notFound('Canned message not found');
    return { statusCode: 200, message: 'Canned message updated', data: toCannedMessage(row, await creatorName(ctx, row.createdBy)) };
  });

  app.delete<IdParams>('/canned/:id', { ...guard, schema: { params: idParams } }, async (request): Promise<{ _id: string }> => {
    const existing = await ownCanned(ctx, request);
    await ctx.db.delete(cannedMessages).where(eq(cannedMessages.id, existing.id));
    return { _id: existing.id };
  });
}

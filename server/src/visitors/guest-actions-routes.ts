import type { InferType } from 'yup';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guestContactSchema } from 'shared-kernel/validation';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { visitors, widgets, type VisitorRow } from '../db/schema';
import { notFound } from '../http/http-error';
import { visitorIdBody } from '../http/input-schemas';
import { accountVisitor } from './account-visitor';
import { mayServe, viewerFor } from './audience';
import { updateGuestDetails } from './guest-details';
import { visitorNamespace } from './visitor-broadcast';
import { visitorRooms } from './visitor-socket-types';
import { widgetDepartmentIds } from './widget-departments';

/** A guest of the caller's account whose widget the caller may serve (404 otherwise: foreign ids look unknown). */
export async function servableVisitor(ctx: AppContext, request: FastifyRequest, visitorId: unknown): Promise<VisitorRow> {
  const auth = authOf(request);
  const visitor = await accountVisitor(ctx, auth.accountId, visitorId);
  const [widget] = await ctx.db.select().from(widgets).where(eq(widgets.id, visitor.widgetId)).limit(1);
  if (!widget || !mayServe(await viewerFor(ctx.db, auth.user), widgetDepartmentIds(widget))) throw notFound('Visitor not found');
  return visitor;
}

/** Keeps the live copies (what current-visitors and the announcements show, on every node) in step with the row. */
export async function refreshLive(ctx: AppContext, row: VisitorRow): Promise<void> {
  const { email, firstName, lastName, phoneNumber, isBlocked, blockedBy } = row;
  await updateGuestDetails(ctx, row.visitorId, { email, firstName, lastName, phoneNumber, isBlocked, blockedBy }, { announce: true });
}

const contactBody = guestContactSchema.concat(visitorIdBody);

export const NOTHING_UPDATED = 'No field has been updated';

/** update-visitor (contact fields, shared validation) and guest/block-unblock (toggles; the widget is told). */
export function registerGuestActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: authGuard(ctx) };

  const updateVisitor = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as { visitorId?: unknown };
    const visitor = await servableVisitor(ctx, request, body.visitorId);
    const form = request.body as InferType<typeof contactBody>;
    const fields = { email: form.email ?? '', firstName: form.firstName ?? '', lastName: form.lastName ?? '', phoneNumber: form.phoneNumber ?? '' };
    if ((Object.keys(fields) as Array<keyof typeof fields>).every((key) => fields[key] === visitor[key])) {
      return reply.code(400).send({ acknowledged: false, message: NOTHING_UPDATED });
    }
    const now = new Date();
    // Details saved by staff make the guest a contact (kept from the first time).
    const [row] = await ctx.db
      .update(visitors)
      .set({ ...fields, contactSince: visitor.contactSince ?? now, updatedAt: now })
      .where(eq(visitors.id, visitor.id))
      .returning();
    const ref = { accountId: row.clientId, visitorId: row.visitorId, guestId: row.guestId };
    const contact = { email: row.email, firstName: row.firstName, lastName: row.lastName, phoneNumber: row.phoneNumber };
    const becameContact = visitor.contactSince === null;
    if (becameContact) ctx.events.emit('contact.created', { ...ref, source: 'staff', contact });
    ctx.events.emit('contact.updated', { ...ref, by: 'staff', becameContact, contact });
    await refreshLive(ctx, row);
    return { acknowledged: true };
  };
  // The spec names PATCH; POST is accepted as well.
  app.patch('/visitor/update-visitor', { ...guard, schema: { body: contactBody } }, updateVisitor);
  app.post('/visitor/update-visitor', { ...guard, schema: { body: contactBody } }, updateVisitor);

  app.post('/guest/block-unblock', { ...guard, schema: { body: visitorIdBody } }, async (request) => {
    const body = (request.body ?? {}) as { visitorId?: unknown };
    const visitor = await servableVisitor(ctx, request, body.visitorId);
    const isBlocked = !visitor.isBlocked;
    const blockedBy = isBlocked ? authOf(request).user.id : null;
    const now = new Date();
    const [row] = await ctx.db
      .update(visitors)
      .set({ isBlocked, blockedBy, blockedAt: isBlocked ? now : null, updatedAt: now })
      .where(eq(visitors.id, visitor.id))
      .returning();
    visitorNamespace(ctx)
      .to(visitorRooms.visitor(row.visitorId))
      .emit(isBlocked ? 'widget:blocked' : 'widget:unblocked', {});
    ctx.events.emit('guest.blocked', { accountId: row.clientId, visitorId: row.visitorId, guestId: row.guestId, blocked: isBlocked, byUserId: authOf(request).user.id });
    await refreshLive(ctx, row);
    return { isBlocked, blockedBy, acknowledged: true };
  });
}

import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import { accountAdminOnly } from '../auth';
import { authGuard, authOf } from '../auth';
import { announceChatEnd } from '../chats';
import { cancelChatJobs } from '../chats';
import type { AppContext } from '../context';
import { autoMessages, chats, widgets } from '../db/schema';
import { idParams } from '../http/input-schemas';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { isLiveWidget, ownLiveWidget } from '../widgets';

type IdParams = { Params: { id: string } };

/**
 * DELETE /widget/delete/:id (admin and client roles). A soft delete: chats and visitors reference the widget
 * and stay in history, so the row stays, marked deleted, and every widget read skips it (its pluginId is
 * refused by the guest namespace and the config route; its domain is free again). Its auto messages go;
 * its open chats end; its live guests hear widget:removed and are disconnected.
 */
export function registerWidgetDeleteRoute(app: FastifyInstance, ctx: AppContext): void {
  app.delete<IdParams>(
    '/widget/delete/:id',
    { onRequest: [authGuard(ctx), accountAdminOnly], schema: { params: idParams } },
    async (request): Promise<{ acknowledged: boolean }> => {
      const widget = await ownLiveWidget(ctx.db, authOf(request).accountId, request.params.id);
      const now = new Date();
      const ended = await ctx.db.transaction(async (tx) => {
        await tx.update(widgets).set({ deletedAt: now, updatedAt: now }).where(and(eq(widgets.id, widget.id), isLiveWidget));
        await tx.delete(autoMessages).where(eq(autoMessages.widgetId, widget.id));
        return tx
          .update(chats)
          .set({ state: 'ended', status: CHAT_STATUS.ENDED_BY_AGENT, endedAt: now, updatedAt: now })
          .where(and(eq(chats.widgetId, widget.id), ne(chats.state, 'ended')))
          .returning();
      });
      for (const chat of ended) {
        await Promise.all([cancelChatJobs(ctx, chat.id), announceChatEnd(ctx, chat)]);
      }
      const guests = visitorNamespace(ctx);
      guests.to(visitorRooms.widget(widget.id)).emit('widget:removed', {});
      guests.in(visitorRooms.widget(widget.id)).disconnectSockets(true);
      return { acknowledged: true };
    },
  );
}

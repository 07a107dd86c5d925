import type { VisitorEventHandlers } from '../on-visitor-event';
import { pageFrom } from '../visitor-auth';
import { announceVisitor, tellEligibleAgents } from '../visitor-broadcast';
import { recordPage } from '../visitor-store';

/** visitor:page (pages viewed, latest last) and visitor:widget (open / closed), both relayed to eligible agents. */
export const BROWSING_EVENTS: VisitorEventHandlers = {
  'visitor:page': async (ctx, socket, payload, ack) => {
    const live = ctx.live.get(socket.data.visitorId);
    const row = await recordPage(ctx.db, socket.data.rowId, pageFrom(payload));
    if (!live || !row) return ack({ ok: false });
    live.lastActivity = Date.now();
    live.visitor = { ...live.visitor, visitorDetails: { viewing: row.viewing, referrer: row.referrer } };
    ack({ ok: true });
    await announceVisitor(ctx, live);
  },

  'visitor:widget': async (ctx, socket, payload, ack) => {
    const live = ctx.live.get(socket.data.visitorId);
    if (!live || typeof payload.isOpen !== 'boolean') return ack({ ok: false });
    live.widgetOpen = payload.isOpen;
    live.lastActivity = Date.now();
    ack({ ok: true });
    await tellEligibleAgents(ctx, live, 'visitor-widget', {
      visitorId: live.visitor.visitorId,
      guestId: live.visitor.guestId,
      isOpen: payload.isOpen,
    });
  },
};

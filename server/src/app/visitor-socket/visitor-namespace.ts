import { widgetChatState } from './widget-chat-state';
import type { AppContext } from '../../context';
import type { VisitorRow, WidgetRow } from '../../db/schema';
import { eligibleOnlineAgents } from '../../visitors';
import { announceVisitor, visitorNamespace } from '../../visitors';
import { departUnlessElsewhere } from '../../visitors';
import { isGuestBlocked } from '../../visitors';
import { visitorAuthMiddleware } from '../../visitors';
import { createVisitorEventListener } from '../../visitors';
import { guardedMiddleware } from '../../realtime/guarded-middleware';
import { capSocketsInRoom, SOCKET_CAPS } from '../../realtime/socket-cap';
import { createTurns } from '../../realtime/turns';
import { VISITOR_EVENTS } from './visitor-handlers';
import type { LiveVisitor } from '../../visitors';
import { visitorRooms, type VisitorSocket } from '../../visitors';
import { toVisitor } from '../../visitors';
import { guestLocale, publicConfigOf } from '../../visitors';
import { acceptedLanguages } from '../../http/accept-language';
import { publishableKeyIn } from '../../payments';
import { autoMessagesOfWidget } from '../../auto-messages';
import { widgetDepartmentIds } from '../../visitors';

/** The guests' namespace: each socket joins its guest and widget rooms, gets widget:hello, and agents hear of it. */
export function setUpVisitorNamespace(ctx: AppContext): void {
  const namespace = visitorNamespace(ctx);
  // A guest id's handshakes and greetings take turns (visitor-auth.ts).
  const inTurn = createTurns();
  namespace.use(guardedMiddleware('/visitor', visitorAuthMiddleware(ctx, inTurn)));
  // Made once: a socket's listeners are these shared functions, called with the socket as `this`.
  const onEvent = createVisitorEventListener(ctx, VISITOR_EVENTS);
  const onDisconnect = function (this: VisitorSocket) {
    leave(ctx, this);
  };
  namespace.on('connection', (socket) => {
    // What an idle guest's socket holds, it holds ten thousand times: the handshake's HTTP request (its
    // headers stay in socket.handshake) and the rows read for the greeting are let go.
    (socket.conn as { request: unknown }).request = null;
    const arrival = socket.data.arrival!;
    socket.data.arrival = null;
    socket.onAny(onEvent);
    socket.on('disconnect', onDisconnect);
    const live = arrive(ctx, socket, arrival);
    // A guest id opening tab after tab (a script) holds no more sockets than a guest's tabs.
    capSocketsInRoom(namespace, visitorRooms.visitor(socket.data.visitorId), SOCKET_CAPS.guest, ctx.settings.severalNodes).catch((error: unknown) =>
      console.error("capping a guest's sockets failed", error),
    );
    inTurn(socket.data.visitorId, () => greet(ctx, socket, live, arrival.widget)).catch((error: unknown) => console.error('visitor greeting failed', error));
  });
}

/** Registers the socket's guest as live (synchronously, so its events find it at once). */
function arrive(ctx: AppContext, socket: VisitorSocket, { row, widget }: { row: VisitorRow; widget: WidgetRow }): LiveVisitor {
  const { visitorId, widgetId, accountId, known } = socket.data;
  void socket.join([visitorRooms.visitor(visitorId), visitorRooms.widget(widgetId)]);
  const widgetDepartments = widgetDepartmentIds(widget);
  const existing = ctx.live.get(visitorId);
  if (existing?.leaveTimer) clearTimeout(existing.leaveTimer);
  const now = Date.now();
  // A page change or another tab continues the visit; only a visit after the guest had left counts as returning.
  return ctx.live.set({
    visitor: toVisitor(row, { pluginId: widget.pluginId, widgetDepartments, oldVisitor: existing?.visitor.oldVisitor ?? known }),
    accountId,
    widgetId,
    widgetDepartments,
    sockets: new Set([...(existing?.sockets ?? []), socket.id]),
    connectedAt: existing?.connectedAt ?? now,
    lastActivity: now,
    widgetOpen: existing?.widgetOpen ?? false,
    leaveTimer: null,
  });
}

/** The guest's languages as the config route reads them (Accept-Language), else the one the widget said it speaks. */
function guestLanguages(socket: VisitorSocket): string[] {
  const browser = acceptedLanguages(socket.handshake.headers['accept-language']);
  return browser.length > 0 ? browser : [guestLocale(socket)];
}

/** widget:hello to the guest, then new-visitor / old-visitor to the eligible agents. */
async function greet(ctx: AppContext, socket: VisitorSocket, live: LiveVisitor, widget: WidgetRow): Promise<void> {
  const { visitorId, accountId } = socket.data;
  const { widgetDepartments } = live;
  // One look-up answers both: whether the widget is online, and who hears of the guest.
  const agentIds = await eligibleOnlineAgents(ctx, accountId, widgetDepartments);
  socket.emit('widget:hello', {
    visitorId,
    guestId: live.visitor.guestId,
    oldVisitor: live.visitor.oldVisitor,
    config: publicConfigOf(widget, await autoMessagesOfWidget(ctx.db, widget.id), guestLanguages(socket)),
    online: agentIds.length > 0,
    chat: await widgetChatState(ctx, socket.data.rowId, publishableKeyIn(widget.settings)),
  });
  if (await isGuestBlocked(ctx.db, socket.data)) socket.emit('widget:blocked', {});
  await announceVisitor(ctx, live, agentIds);
  ctx.events.emit('guest.arrived', { accountId: live.accountId, widgetId: live.widgetId, visitorId, guestId: live.visitor.guestId, returning: Boolean(live.visitor.oldVisitor) });
}

/**
 * The last socket of a guest gone: after the grace time (a page change reconnects) the guest is removed,
 * and has left unless another node still has it (guest-departure.ts).
 */
function leave(ctx: AppContext, socket: VisitorSocket): void {
  const { visitorId } = socket.data;
  const live = ctx.live.get(visitorId);
  if (!live) return;
  live.sockets.delete(socket.id);
  if (live.sockets.size > 0) return;
  const remove = () => {
    if (ctx.live.get(visitorId) !== live || live.sockets.size > 0) return;
    ctx.live.delete(visitorId);
    void departUnlessElsewhere(ctx, live).catch((error: unknown) => console.error('visitor departure failed', error));
  };
  const grace = ctx.settings.visitorLeaveGraceMs;
  if (grace <= 0) remove();
  else live.leaveTimer = setTimeout(remove, grace);
}

import type { AppContext } from '../context';

/**
 * What changes room or demand runs the account's routing pass (coalesced by the kicker): a chat accepted,
 * moved or ended, a waiting guest back, gone or retrying, an agent's status or capacity, a widget's routing.
 * A new chat is routed by the call that opened it (route-new-chat.ts), in its own order.
 */
export function listenForRoutingChanges(ctx: AppContext): void {
  const kick = ({ accountId }: { accountId: string }) => ctx.routing.kick(accountId);
  ctx.events.on('chat.accepted', kick);
  ctx.events.on('chat.transferred', kick);
  ctx.events.on('chat.ended', kick);
  ctx.events.on('chat.pending', (event) => {
    if (event.reason !== 'new') kick(event);
  });
  ctx.events.on('guest.departed', kick);
  ctx.events.on('agent.availability-changed', kick);
  ctx.events.on('widget.routing-changed', kick);
}

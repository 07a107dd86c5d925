import type { AppContext } from '../context';
import { routeNewChat } from './route-new-chat';

/**
 * What changes room or demand runs the account's routing pass (coalesced by the kicker): a chat accepted,
 * moved or ended, a new chat, a waiting guest back, gone or retrying, an agent's status or capacity, a widget's routing.
 */
export function listenForRoutingChanges(ctx: AppContext): void {
  const kick = ({ accountId }: { accountId: string }) => ctx.routing.kick(accountId);
  ctx.events.on('chat.accepted', kick);
  ctx.events.on('chat.transferred', kick);
  ctx.events.on('chat.ended', kick);
  ctx.events.on('chat.pending', (event) => (event.reason === 'new' ? routeNewChat(ctx, event.accountId, event.chatId) : kick(event)));
  ctx.events.on('chat.guest-left', (event) => {
    if (event.state === 'pending') kick(event);
  });
  ctx.events.on('agent.availability-changed', kick);
  ctx.events.on('widget.routing-changed', kick);
}

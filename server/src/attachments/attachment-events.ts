import type { AppContext } from '../context';
import type { ChatMessageRow, ChatRow } from '../db/schema';
import { toMessageEvent, toWidgetMessage } from '../chats';
import { rooms } from '../realtime/socket-types';
import { tellEligibleAgents, visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';

/**
 * An attachment message: chat-attachment and outbound-agent (consoles that only know messages still
 * show it) to the chat room once accepted, to everyone who may accept it while pending; widget:message
 * to every tab of the guest.
 */
export async function announceAttachment(ctx: AppContext, chat: ChatRow, message: ChatMessageRow): Promise<void> {
  const event = toMessageEvent(chat, message);
  if (chat.state === 'active') {
    ctx.io.to(rooms.chat(chat.id)).emit('chat-attachment', event);
    ctx.io.to(rooms.chat(chat.id)).emit('outbound-agent', event);
  } else {
    const audience = { accountId: chat.clientId, widgetDepartments: chat.widgetDepartments };
    await tellEligibleAgents(ctx, audience, 'chat-attachment', event);
    await tellEligibleAgents(ctx, audience, 'outbound-agent', event);
  }
  visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:message', toWidgetMessage(message));
}

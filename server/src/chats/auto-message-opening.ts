import { MESSAGE_MARKERS } from 'shared-kernel/contracts';
import { autoMessageOfWidget } from '../auto-messages';
import type { AppContext } from '../context';
import type { ChatMessageRow } from '../db/schema';
import { visitorNamespace } from '../visitors';
import { visitorRooms, type VisitorSocket } from '../visitors';
import { appendMessage } from './chat-store';
import { toWidgetMessage } from './chat-view';

/**
 * A chat the guest starts by answering an auto message of its widget opens with that message (outbound,
 * no agent, the auto-message marker), shown to every tab of the guest before its answer. An unknown or
 * another widget's id is ignored. Only called for a chat just created: ordinary messages pay nothing.
 */
export async function openWithAutoMessage(ctx: AppContext, socket: VisitorSocket, chatId: string, autoMessageId: string): Promise<ChatMessageRow | undefined> {
  const auto = await autoMessageOfWidget(ctx.db, socket.data.widgetId, autoMessageId);
  if (!auto) return undefined;
  const { message } = await appendMessage(ctx.db, chatId, {
    direction: 'outbound',
    bodyText: MESSAGE_MARKERS.autoMessage + auto.message,
    clientMessageId: `auto-message:${auto.id}`,
  });
  visitorNamespace(ctx).to(visitorRooms.visitor(socket.data.visitorId)).emit('widget:message', toWidgetMessage(message));
  return message;
}


import type { WidgetChatState } from 'shared-kernel/contracts';
import { openChatOnReturn } from '../../chats';
import type { AppContext } from '../../context';
import { paymentsOfChat } from '../../payments';
import { queueStateOf } from '../../routing';

/** The guest's open chat for widget:hello: its conversation, its payment requests, and its place in the queue. */
export async function widgetChatState(ctx: AppContext, visitorRowId: string, publishableKey: string | null): Promise<WidgetChatState | null> {
  const open = await openChatOnReturn(ctx, visitorRowId);
  if (!open) return null;
  const { chat, state } = open;
  const chatState: WidgetChatState = { ...state, payments: await paymentsOfChat(ctx.db, chat, publishableKey) };
  if (chat.state === 'pending' && chat.queuePosition && chat.queuePosition > 0) chatState.queue = await queueStateOf(ctx, chat);
  return chatState;
}

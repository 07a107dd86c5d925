// The preview's stand-in for the server: no network, it greets the real ChatClient with the settings to
// show and sample messages, and answers every request without sending anything anywhere.
import type { WidgetMessage, WidgetPublicConfig, VisitorReceiveEvents } from 'shared-kernel/contracts';
import type { SocketLike } from '../chat/socket-like';

export const PREVIEW_ONLY = 'This is a preview: nothing is sent.';
const AGENT = 'Alex';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

/** A short conversation that shows the agent's and the guest's bubbles (the guest's wear the widget's colours). */
export function sampleMessages(): WidgetMessage[] {
  const message = (seq: number, direction: WidgetMessage['direction'], bodyText: string): WidgetMessage => ({
    id: `preview-${seq}`,
    seq,
    chatId: 'preview',
    direction,
    bodyText,
    chatTime: at(seq),
    ...(direction === 'outbound' ? { agentName: AGENT } : {}),
  });
  return [
    message(1, 'outbound', 'Hi there! How can we help you today?'),
    message(2, 'inbound', 'Hello! Do you ship abroad?'),
    message(3, 'outbound', 'We do: to more than 40 countries, usually within 5 days.'),
  ];
}

export class PreviewSocket implements SocketLike {
  connected = false;
  private readonly handlers = new Map<string, Array<(payload?: unknown) => void>>();

  on(event: string, listener: (...args: never[]) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener as (payload?: unknown) => void]);
    return this;
  }

  emit(event: string, _payload?: unknown, ack?: (answer: unknown) => void): this {
    const quiet = ['visitor:page', 'visitor:widget', 'visitor:typing', 'visitor:read'].includes(event);
    // Answered after the caller's own bookkeeping, as a real server would.
    if (ack) queueMicrotask(() => ack(quiet ? { ok: true } : { ok: false, error: PREVIEW_ONLY }));
    return this;
  }

  connect(): this {
    this.connected = true;
    this.push('connect');
    return this;
  }

  disconnect(): this {
    this.connected = false;
    return this;
  }

  /** Online: an active chat with the sample messages; offline: no chat, so the window shows the offline form. */
  hello(config: WidgetPublicConfig, online: boolean): void {
    const messages = sampleMessages();
    const hello: VisitorReceiveEvents['widget:hello'] = {
      visitorId: 'preview',
      guestId: 1,
      oldVisitor: false,
      config,
      online,
      chat: online ? { chatId: 'preview', status: 'active', agentName: AGENT, messages, lastSeq: messages.length, payments: [] } : null,
    };
    this.push('widget:hello', hello);
  }

  private push(event: string, payload?: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

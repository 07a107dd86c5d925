// What simulated guests do once connected: page views, widget open/close and chat messages (the first
// message of a guest creates its pending chat). Two pacings: per guest (each on its own timers) or a
// fixed total of guest events a second spread over all guests.
import { randomUUID } from 'node:crypto';
import type { VisitorAcks } from 'shared-kernel/contracts';
import { countError, type SimGuest } from './guests';
import { LINES, pick, randomPage } from './demo-content';

export interface ActivityStats {
  pages: number;
  widgetToggles: number;
  /** Guest messages acknowledged by the server. */
  messages: number;
  ackMs: number[];
  /** Refused or unanswered events, by reason. */
  errors: Map<string, number>;
}

export const newActivityStats = (): ActivityStats => ({ pages: 0, widgetToggles: 0, messages: 0, ackMs: [], errors: new Map() });

const ACK_TIMEOUT_MS = 20_000;

async function acked<T extends { ok: boolean }>(guest: SimGuest, event: string, payload: unknown, stats: ActivityStats): Promise<T | null> {
  try {
    const answer = (await guest.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as T;
    if (!answer.ok) countError(stats.errors, `${event}: ${(answer as { error?: string }).error ?? 'refused'}`);
    return answer;
  } catch {
    countError(stats.errors, `${event}: no answer within ${ACK_TIMEOUT_MS / 1000} s`);
    return null;
  }
}

export async function viewPage(base: string, guest: SimGuest, stats: ActivityStats): Promise<void> {
  if (!guest.socket.connected) return;
  if ((await acked(guest, 'visitor:page', randomPage(base, guest.index), stats))?.ok) stats.pages += 1;
}

export async function toggleWidget(guest: SimGuest, stats: ActivityStats): Promise<void> {
  if (!guest.socket.connected) return;
  guest.widgetOpen = !guest.widgetOpen;
  if ((await acked(guest, 'visitor:widget', { isOpen: guest.widgetOpen }, stats))?.ok) stats.widgetToggles += 1;
}

export async function sendGuestMessage(guest: SimGuest, stats: ActivityStats, bodyText = pick(LINES)): Promise<void> {
  if (!guest.socket.connected) return;
  const started = performance.now();
  const answer = await acked<VisitorAcks['visitor:message']>(guest, 'visitor:message', { clientMessageId: randomUUID(), bodyText }, stats);
  if (!answer?.ok) return;
  stats.messages += 1;
  stats.ackMs.push(performance.now() - started);
}

/** Each guest on its own timers: a page every ~browseS seconds; chatters also write `rate` messages a second. */
export function startPerGuestActivity(
  base: string,
  guest: SimGuest,
  { chats, rate, browseS }: { chats: boolean; rate: number; browseS: number },
  stats: ActivityStats,
): () => void {
  const timers = [setInterval(() => void viewPage(base, guest, stats), browseS * 1000 * (0.5 + Math.random()))];
  if (chats) timers.push(setInterval(() => void sendGuestMessage(guest, stats), 1000 / rate));
  return () => timers.forEach(clearInterval);
}

export interface EventMix {
  page: number;
  widget: number;
  message: number;
}

/**
 * `perSecond` guest events a second over all connected guests, drawn by the weights of `mix`. Messages
 * come from the first `chatters` guests in turn, so that many chats open as early as the rate allows.
 */
export function startEventMix(
  base: string,
  guests: readonly SimGuest[],
  { perSecond, chatters, mix }: { perSecond: number; chatters: number; mix: EventMix },
  stats: ActivityStats,
): () => void {
  const total = mix.page + mix.widget + (chatters > 0 ? mix.message : 0);
  let due = 0;
  let last = performance.now();
  let nextChatter = 0;
  const anyGuest = () => {
    const ready = guests.length;
    return ready ? guests[Math.floor(Math.random() * ready)] : undefined;
  };
  const fire = () => {
    const roll = Math.random() * total;
    if (roll < mix.page) {
      const guest = anyGuest();
      if (guest) void viewPage(base, guest, stats);
    } else if (roll < mix.page + mix.widget) {
      const guest = anyGuest();
      if (guest) void toggleWidget(guest, stats);
    } else {
      const guest = guests[nextChatter % Math.min(chatters, guests.length || 1)];
      nextChatter += 1;
      if (guest) void sendGuestMessage(guest, stats);
    }
  };
  const timer = setInterval(() => {
    const now = performance.now();
    due += ((now - last) / 1000) * perSecond;
    last = now;
    for (; due >= 1; due -= 1) fire();
  }, 20);
  return () => clearInterval(timer);
}

/** Clears a stats window (the reporter prints per-window acknowledgement times). */
export function takeAckTimes(stats: ActivityStats): number[] {
  return stats.ackMs.splice(0, stats.ackMs.length);
}

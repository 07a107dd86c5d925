// Simulated guests on the real visitor protocol: one socket.io connection each on /visitor, recognised
// again after a reconnect by the visitorId the server gave in widget:hello (as the widget keeps it).
import { io, type Socket } from 'socket.io-client';
import type { VisitorHandshakeAuth, VisitorReceiveEvents } from 'shared-kernel/contracts';
import { randomPage } from './demo-content';
import { paced } from './paced';
import { fromAddress } from './source-address';

export interface SimGuest {
  index: number;
  socket: Socket;
  visitorId: string | null;
  guestId: number | null;
  widgetOpen: boolean;
}

export interface GuestCounters {
  connected: number;
  greeted: number;
  /** Connection errors by message. */
  errors: Map<string, number>;
}

export const newGuestCounters = (): GuestCounters => ({ connected: 0, greeted: 0, errors: new Map() });

export function countError(errors: Map<string, number>, message: string): void {
  errors.set(message, (errors.get(message) ?? 0) + 1);
}

/**
 * Opens one guest's socket; `greeted` resolves on its first widget:hello (false after `timeoutMs`).
 * `sourceAddress`: the loopback address it connects from (sim/source-address.ts).
 */
export function connectGuest(
  base: string,
  pluginId: string,
  index: number,
  counters: GuestCounters,
  timeoutMs = 60_000,
  sourceAddress?: string,
): { guest: SimGuest; greeted: Promise<boolean> } {
  const auth: VisitorHandshakeAuth = { pluginId, visitorId: null, domain: new URL(base).host, page: randomPage(base, index) };
  const socket = io(`${base}/visitor`, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    ...fromAddress(sourceAddress),
  });
  const guest: SimGuest = { index, socket, visitorId: null, guestId: null, widgetOpen: false };
  socket.on('connect', () => (counters.connected += 1));
  socket.on('disconnect', (reason: string) => {
    counters.connected -= 1;
    // Closing it ourselves is no problem worth reporting.
    if (reason !== 'io client disconnect') countError(counters.errors, `disconnected: ${reason}`);
  });
  socket.on('connect_error', (error: Error) => countError(counters.errors, `connect: ${error.message}`));
  const greeted = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    socket.on('widget:hello', (hello: VisitorReceiveEvents['widget:hello']) => {
      // A reconnect comes back as the same guest.
      auth.visitorId = hello.visitorId;
      if (guest.visitorId === null) counters.greeted += 1;
      guest.visitorId = hello.visitorId;
      guest.guestId = hello.guestId;
      clearTimeout(timer);
      resolve(true);
    });
  });
  return { guest, greeted };
}

/** Connects `count` guests at a steady pace; resolves once each was greeted or timed out. */
export async function connectGuests(
  base: string,
  pluginId: string,
  count: number,
  counters: GuestCounters,
  pace: { perSecond: number; inFlight: number },
  onGuest: (guest: SimGuest) => void = () => undefined,
  sourceAddress: (index: number) => string | undefined = () => undefined,
): Promise<SimGuest[]> {
  const guests: SimGuest[] = [];
  await paced(count, pace, async (index) => {
    const { guest, greeted } = connectGuest(base, pluginId, index + 1, counters, undefined, sourceAddress(index));
    guests[index] = guest;
    onGuest(guest);
    await greeted;
  });
  return guests;
}

export function closeGuests(guests: readonly SimGuest[]): void {
  for (const guest of guests) guest?.socket.close();
}

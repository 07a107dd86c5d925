/** Sockets one client may hold at once; a newer one pushes out the oldest. */
export const SOCKET_CAPS = {
  /** A guest's tabs (one socket each). */
  guest: 10,
  /** A console user's consoles. */
  agentUser: 10,
} as const;

/** What the cap needs of a socket, local or on another node. */
interface CappedSocket {
  handshake: { issued: number };
  emit(event: string, payload: unknown): unknown;
  disconnect(close?: boolean): unknown;
}

/** What a closed socket is told first, so that its client knows not to come back (the console's reconnects). */
export interface CapNotice {
  event: string;
  payload: unknown;
}

/** What the cap needs of a namespace (the guests' or the console's). */
interface CappedNamespace {
  adapter: { rooms: Map<string, Set<string>> };
  sockets: Map<string, CappedSocket>;
  in(room: string): { fetchSockets(): Promise<CappedSocket[]> };
}

/** Disconnects all but the newest `max` of `sockets` (by handshake time). */
function keepNewest(sockets: CappedSocket[], max: number, notice?: CapNotice): void {
  if (sockets.length <= max) return;
  const oldestFirst = [...sockets].sort((a, b) => a.handshake.issued - b.handshake.issued);
  // The client hears 'io server disconnect': neither the widget nor socket.io reconnects on its own; the
  // console would (a dropped console comes back), so it is told first, and stays closed.
  for (const socket of oldestFirst.slice(0, sockets.length - max)) {
    if (notice) socket.emit(notice.event, notice.payload);
    socket.disconnect(true);
  }
}

/**
 * Keeps at most `max` sockets in `room` (one guest's tabs, one user's consoles), the newest. On this node
 * at once and exactly, from the adapter's own room table; with several nodes, then across them through the
 * adapter (a round trip to every node, paid once per connection and never per message). Two sockets
 * arriving together on two nodes may each see the other late: the next connection evens it out, and the
 * per-guest rates still bound what the extra socket can send.
 */
export async function capSocketsInRoom(namespace: CappedNamespace, room: string, max: number, severalNodes: boolean, notice?: CapNotice): Promise<void> {
  const here = [...(namespace.adapter.rooms.get(room) ?? [])].flatMap((id) => namespace.sockets.get(id) ?? []);
  keepNewest(here, max, notice);
  if (!severalNodes) return;
  keepNewest(await namespace.in(room).fetchSockets(), max, notice);
}

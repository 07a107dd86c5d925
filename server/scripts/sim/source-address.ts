// Clients that leave from a loopback address of their own (all of 127.0.0.0/8 is this machine's), so that a
// balancer keeping clients on a node by their address spreads simulated guests as it spreads real ones.
import { Agent } from 'node:http';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** Client number `n` (from 0) leaves from 127.x.y.1, the third byte changing first (nginx's ip_hash reads the first three). */
export function loopbackSource(n: number): string {
  return `127.${Math.floor(n / 254) + 1}.${(n % 254) + 1}.1`;
}

/** socket.io client options sending a socket's long-polling requests and its WebSocket from `address`. */
export function fromAddress(address: string | undefined): Partial<ManagerOptions & SocketOptions> {
  if (!address) return {};
  return { transportOptions: { polling: { agent: new Agent({ keepAlive: true, localAddress: address }) }, websocket: { localAddress: address } } };
}

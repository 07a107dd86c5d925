import { io as connect, type Socket } from 'socket.io-client';
import type { LooseJson } from './test-server';

export interface RecordingConsole {
  socket: Socket;
  /** Every event heard, in order, from the handshake on. */
  heard: Array<{ event: string; payload: LooseJson }>;
}

/**
 * An agent console socket of a signed-in user, recording from before its handshake (the server speaks at
 * once); `extraAuth` adds to the handshake (e.g. the super admin's selected account).
 */
export async function openConsole(base: string, token: string, extraAuth: Record<string, unknown> = {}): Promise<RecordingConsole> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    auth: { token: `Bearer ${token}`, type: 'agent', ...extraAuth },
  });
  const heard: RecordingConsole['heard'] = [];
  socket.onAny((event: string, payload: LooseJson) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.connect();
  });
  return { socket, heard };
}

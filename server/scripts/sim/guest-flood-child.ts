// The flood's process (guest-flood.ts): floods when told, answers with what the server did, and closes its
// sockets when told (or when its parent goes away).
import type { Socket } from 'socket.io-client';
import { runGuestFlood, type FloodMessage } from './guest-flood';

let sockets: Socket[] = [];

function close(): void {
  sockets.forEach((socket) => socket.close());
  process.exit(0);
}

process.on('message', (message: FloodMessage) => {
  if (message.type === 'close') return close();
  if (message.type !== 'go') return;
  runGuestFlood(message.plan).then(
    (flood) => {
      sockets = flood.sockets;
      process.send?.({ type: 'flooded', result: flood.result } satisfies FloodMessage);
    },
    (error: unknown) => {
      console.error('the flood failed:', error);
      process.exit(1);
    },
  );
});
process.once('disconnect', close);
process.send?.({ type: 'ready' } satisfies FloodMessage);

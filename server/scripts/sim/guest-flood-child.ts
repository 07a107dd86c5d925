// The flood's process (guest-flood.ts): opens its sockets, sends and reports when told; closes them when
// told (or when its parent goes away).
import { GuestFlood, type FloodMessage } from './guest-flood';

const flood = new GuestFlood();
const answer = (message: FloodMessage) => process.send?.(message);
const failed = (error: unknown) => {
  console.error('the flood failed:', error);
  process.exit(1);
};

function close(): void {
  flood.close();
  process.exit(0);
}

process.on('message', (message: FloodMessage) => {
  if (message.type === 'open') flood.open(message.target).then((sockets) => answer({ type: 'opened', sockets }), failed);
  if (message.type === 'send') flood.send(message.messages, message.spreadS).then((round) => answer({ type: 'sent', round }), failed);
  if (message.type === 'report') answer({ type: 'reported', sockets: flood.report() });
  if (message.type === 'close') close();
});
process.once('disconnect', close);
answer({ type: 'ready' });

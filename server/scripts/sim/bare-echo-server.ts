// Child process of `pnpm bench:latency`: a bare socket.io server (same library and defaults as the real
// server, nothing else) that relays each message to the other sockets of its chat room and acknowledges
// page events, as the floor the real server's latency is compared with.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { serveParent, type ReadyMessage } from './child-messages';
import { watchVitals } from './server-vitals';

export interface BareEchoInfo {
  url: string;
}

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false });

io.on('connection', (socket) => {
  const rooms = (socket.handshake.auth as { rooms?: unknown }).rooms;
  if (Array.isArray(rooms)) void socket.join(rooms.filter((room): room is string => typeof room === 'string'));
  socket.on('msg', (payload: { room?: unknown; body?: unknown }, ack?: (answer: { ok: boolean }) => void) => {
    if (typeof payload?.room !== 'string' || typeof payload.body !== 'string') return ack?.({ ok: false });
    socket.to(payload.room).emit('msg', payload.body);
    ack?.({ ok: true });
  });
  socket.on('page', (_page: unknown, ack?: (answer: { ok: boolean }) => void) => ack?.({ ok: true }));
});

const sampleVitals = watchVitals(null);
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serveParent(
    () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
    sampleVitals,
  );
  const ready: ReadyMessage<BareEchoInfo> = { type: 'ready', info: { url: `http://127.0.0.1:${port}` } };
  process.send?.(ready);
});

/** @jest-environment ./test/support/pglite-environment.cjs */
// A guest id opening a hundred sockets and flooding messages gets one guest's share, holds ten sockets,
// and the other guests chatting meanwhile are still answered about as fast as when all was quiet.
import { io, type Socket } from 'socket.io-client';
import { SENDING_TOO_FAST } from 'shared-kernel/contracts';
import { sharedRate } from '../src/realtime/rate-bucket';
import { SOCKET_CAPS } from '../src/realtime/socket-cap';
import { visitorRooms } from '../src/visitors/visitor-socket-types';
import { socketFixture } from './support/socket-fixture';
import { api, sleep, type LooseJson } from './support/test-server';
import { connectGuest, createWidget, type TestAgent, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();

const QUIET_GUESTS = 20;
/** Between one guest's messages (one at a time, as the widget sends): inside a tab's share. */
const GUEST_PAUSE_MS = 250;
const QUIET_MS = 4_000;
const FLOOD_SOCKETS = 100;
const FLOOD_MESSAGES = 2_000;
/** The flood goes out in waves over about three seconds, so the others are measured while it lasts. */
const FLOOD_WAVES = 20;
const WAVE_PAUSE_MS = 150;
/**
 * The quiet p99 the flooded one is compared with is at least this: on an idle machine the quiet figure
 * can be a few milliseconds, and twice that is noise, not an effect of the flood.
 */
const QUIET_P99_FLOOR_MS = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A tab of the widget: it reconnects on its own after a lost connection, as the widget does. */
function openTab(pluginId: string, visitorId: string): Socket {
  return io(`${fx.t.url}/visitor`, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 200,
    auth: { pluginId, visitorId, domain: 'site.test', page: { url: 'http://site.test/', title: 'Home', referrer: '' } },
  });
}

/** Each quiet guest sends one message at a time until stopped; each ack time goes to `samples()`. */
function chatQuietly(guests: TestGuest[]) {
  let current: number[] = [];
  let stopped = false;
  const loops = guests.map(async (guest, i) => {
    for (let n = 1; !stopped; n += 1) {
      const startedAt = performance.now();
      const answer = await guest.socket.timeout(10_000).emitWithAck('visitor:message', { clientMessageId: `quiet-${i}-${n}-${startedAt}`, bodyText: `quiet ${i} ${n}` });
      if (!answer.ok) throw new Error(`a quiet guest was refused: ${JSON.stringify(answer)}`);
      current.push(performance.now() - startedAt);
      await sleep(GUEST_PAUSE_MS);
    }
  });
  return {
    /** The ack times since the last call. */
    samples() {
      const taken = current;
      current = [];
      return taken;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe('a guest id flooding from many sockets', () => {
  let agent: TestAgent;
  let pluginId: string;
  const quiet: TestGuest[] = [];

  beforeAll(async () => {
    agent = await fx.agent();
    ({ pluginId } = await createWidget(fx.t.server, agent.id));
    // The quiet guests, each in a chat the agent accepted.
    for (let i = 0; i < QUIET_GUESTS; i += 1) {
      const guest = await connectGuest(fx.t.url, pluginId);
      quiet.push(guest);
      const first = await guest.socket.emitWithAck('visitor:message', { clientMessageId: `open-${i}`, bodyText: `hello ${i}` });
      expect(first.ok).toBe(true);
      const { visitorId } = guest.hello;
      await until(() => agent.heard.some(({ event, payload }) => event === 'chat-initialized' && payload?.visitorId === visitorId), 'the chat to reach the agent');
      expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: agent.token, body: { visitorId } })).status).toBe(200);
    }
  }, 60_000);

  afterAll(() => {
    for (const guest of quiet) guest.socket.close();
  });

  it("gets one guest's share and ten sockets; the others' ack p99 stays within twice the quiet one", async () => {
    const traffic = chatQuietly(quiet);
    await sleep(QUIET_MS);
    const quietAcks = traffic.samples();

    const flooder = await connectGuest(fx.t.url, pluginId);
    fx.track(flooder.socket);
    const { visitorId } = flooder.hello;
    const floodStartedAt = performance.now();
    const tabs = [flooder.socket, ...Array.from({ length: FLOOD_SOCKETS }, () => openTab(pluginId, visitorId))];
    const closedBy: string[] = [];
    for (const tab of tabs) tab.on('disconnect', (reason) => closedBy.push(reason));
    await until(() => tabs.filter((tab) => tab.connected).length + closedBy.length >= tabs.length, 'every tab to connect or be closed');
    await until(() => fx.t.server.ctx.live.get(visitorId)?.sockets.size === SOCKET_CAPS.guest, 'the guest to hold ten sockets');

    const open = () => tabs.filter((tab) => tab.connected);
    const firstMessageAt = performance.now();
    const answers: Array<Promise<LooseJson>> = [];
    for (let wave = 0; wave < FLOOD_WAVES; wave += 1) {
      const senders = open();
      for (let i = 0; i < FLOOD_MESSAGES / FLOOD_WAVES; i += 1) {
        const n = wave * (FLOOD_MESSAGES / FLOOD_WAVES) + i;
        answers.push(senders[n % senders.length].timeout(20_000).emitWithAck('visitor:message', { clientMessageId: `flood-${n}`, bodyText: `spam ${n}` }));
      }
      await sleep(WAVE_PAUSE_MS);
    }
    const floodAnswers = await Promise.all(answers);
    const floodedAcks = traffic.samples();
    const floodSeconds = (performance.now() - floodStartedAt) / 1000;
    const sendingSeconds = (performance.now() - firstMessageAt) / 1000;
    await traffic.stop();

    // Let the closed tabs try to come back, as a widget would if it reconnected after the server closed it.
    await sleep(1_000);
    const stillOpen = open().length;
    const closedByServer = [...closedBy];
    const onServer = (await fx.t.server.ctx.io.of('/visitor').in(visitorRooms.visitor(visitorId)).fetchSockets()).length;
    tabs.forEach((tab) => tab.close());

    const accepted = floodAnswers.filter((answer) => answer.ok).length;
    const refused = floodAnswers.filter((answer) => !answer.ok);
    const guestRate = sharedRate('guest');
    // The guest's bucket starts full at its first message and refills until the last answer.
    const oneGuestsShare = guestRate.burst + guestRate.perSecond * sendingSeconds;
    const quietP99 = percentile(quietAcks, 99);
    const floodedP99 = percentile(floodedAcks, 99);
    console.log(
      [
        `guest flood: ${tabs.length} sockets opened by one guest id, ${stillOpen} still open (server: ${onServer}), ` +
          `${closedByServer.length} closed (${[...new Set(closedByServer)].join(', ')}); ${floodSeconds.toFixed(1)} s from the first socket to the last answer`,
        `  ${accepted} of ${FLOOD_MESSAGES} flood messages accepted, ${refused.length} refused, sent in waves over ${sendingSeconds.toFixed(1)} s ` +
          `(one guest's share: ${guestRate.burst} + ${guestRate.perSecond}/s × ${sendingSeconds.toFixed(1)} s = ${oneGuestsShare.toFixed(0)})`,
        `  ${QUIET_GUESTS} other guests' acks: quiet p50 ${percentile(quietAcks, 50).toFixed(1)} ms, p99 ${quietP99.toFixed(1)} ms (${quietAcks.length} samples); ` +
          `flooded p50 ${percentile(floodedAcks, 50).toFixed(1)} ms, p99 ${floodedP99.toFixed(1)} ms (${floodedAcks.length} samples)`,
      ].join('\n'),
    );

    // Ten sockets stay, the newest; the closed ones heard the server close them and did not come back.
    expect(stillOpen).toBe(SOCKET_CAPS.guest);
    expect(onServer).toBe(SOCKET_CAPS.guest);
    expect(closedByServer.length).toBe(tabs.length - SOCKET_CAPS.guest);
    expect(new Set(closedByServer)).toEqual(new Set(['io server disconnect']));
    // One guest's share, not ten sockets' (each socket alone would take its own burst of 20).
    expect(accepted).toBeGreaterThanOrEqual(guestRate.burst);
    expect(accepted).toBeLessThanOrEqual(Math.ceil(oneGuestsShare) + 5);
    expect(refused[0]).toEqual({ ok: false, error: SENDING_TOO_FAST, retryAfterMs: expect.any(Number) });
    // The others: enough samples on both sides, and the flood costs them at most twice the quiet p99.
    expect(quietAcks.length).toBeGreaterThanOrEqual(200);
    expect(floodedAcks.length).toBeGreaterThanOrEqual(100);
    expect(floodedP99).toBeLessThanOrEqual(2 * Math.max(quietP99, QUIET_P99_FLOOR_MS));
  }, 60_000);
});

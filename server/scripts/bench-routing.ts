// `pnpm bench:routing`: automatic assignment and the queue at the latency benchmark's default load (issue 27).
// The real server in a child process on loopback, 2,000 guests browsing, 20 agents each holding 10 chats that
// exchange 2 messages a second; then the demo widget goes to automatic assignment and every agent gets a chat
// limit 2 above their load. Probe guests arrive one every --every ms: each is offered to one agent, who accepts
// at once (the time from the guest's first message to the offer reaching the agent is measured), until the
// room is gone and the rest queue. Then the agents end a probe chat every --every ms, and every queued guest
// hears its new place (the time from the end call to each update is measured). Offers seen twice for one chat
// at once, and chats accepted twice, are counted as double assignments. Three runs, medians and spreads.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import type { IncomingChat, Widget, WidgetQueueState } from 'shared-kernel/contracts';
import { acceptChat, apiCall, connectAgentSocket, endChat, signIn, type SignedIn } from './sim/agent-client';
import type { BenchServerInfo } from './sim/bench-server';
import { startChildServer } from './sim/child-server';
import { parsedOrUsage, scriptArgs } from './sim/cli';
import { runLatencyLoad } from './sim/latency-load';
import { LatencyRecorder } from './sim/latency-recorder';
import { setUpServerTarget } from './sim/latency-targets';
import { loadAverage } from './sim/machine';
import { sleep } from './sim/paced';
import { percentile } from './sim/stats';

const USAGE = `pnpm bench:routing [--runs 3] [--probes 60 (arriving guests)] [--every 500 (ms between arrivals, then between ends)]
  [--guests 2000] [--agents 20] [--chats-per-agent 10] [--rate 2] (the latency benchmark's default load)`;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        runs: { type: 'string', default: '3' },
        probes: { type: 'string', default: '60' },
        every: { type: 'string', default: '500' },
        guests: { type: 'string', default: '2000' },
        agents: { type: 'string', default: '20' },
        'chats-per-agent': { type: 'string', default: '10' },
        rate: { type: 'string', default: '2' },
        help: { type: 'boolean', default: false },
      },
    }),
  USAGE,
);
const num = (name: keyof typeof values) => Number(values[name]);
const OWNER = { email: 'owner@example.com', password: 'Owner#Demo1' };
/** Free room per agent above the chats they hold: the probes that find none queue. */
const ROOM = 2;

interface RunFigures {
  offerMs: number[];
  queueUpdateMs: number[];
  offered: number;
  queuedMax: number;
  doubles: number;
  lost: number;
}

async function run(index: number): Promise<RunFigures> {
  console.log(`\nrun ${index}: starting (load average ${loadAverage()})`);
  const server = await startChildServer<BenchServerInfo>(path.join(__dirname, 'sim', 'bench-server.ts'), [values.agents!, 'disk']);
  const recorder = new LatencyRecorder();
  const plan = { guests: num('guests'), agents: num('agents'), chatsPerAgent: num('chats-per-agent'), browseS: 30, rampPerSecond: 200 };
  const target = await setUpServerTarget(server.info, plan, recorder);
  const base = server.info.url;
  const probeSockets: Socket[] = [];
  try {
    target.startBrowsing();
    const owner = await signIn(base, OWNER.email, OWNER.password);
    const agents: SignedIn[] = [];
    for (const credentials of server.info.agents.slice(0, plan.agents)) agents.push(await signIn(base, credentials.email, credentials.password));
    for (const agent of agents) await apiCall(base, 'PATCH', '/users/chat-limit', { token: owner.accessToken, body: { agentId: agent.userId, chatLimit: plan.chatsPerAgent + ROOM } });
    const widgets = await apiCall<Widget[]>(base, 'POST', '/widget/get-widgets', { token: owner.accessToken });
    const widget = widgets.find((w) => w.pluginId === server.info.pluginId)!;
    const { widgetName, domain, notificationEmailIds } = widget;
    const routing = { ...widget.routing, mode: 'auto', acceptWindowSeconds: 120 };
    await apiCall(base, 'PATCH', '/widget/update', { token: owner.accessToken, body: { widgetId: widget._id, widgetName, domain, notificationEmailIds, routing } });

    // The default load runs while the probe does.
    const load = runLatencyLoad(target.links, recorder, { rate: num('rate'), warmupS: 2, durationS: Math.ceil((2 * num('probes') * num('every')) / 1000) + 10, drainS: 5 });
    const figures: RunFigures = { offerMs: [], queueUpdateMs: [], offered: 0, queuedMax: 0, doubles: 0, lost: 0 };
    const sentAt = new Map<string, number>();
    const everQueued = new Set<string>();
    const offeredTo = new Set<string>();
    const openOffer = new Map<string, string>();
    const accepted = new Map<string, { visitorId: string; agent: SignedIn }>();
    const agentSockets = await Promise.all(agents.map((agent) => connectAgentSocket(base, agent)));
    agentSockets.forEach((socket, i) => {
      const agent = agents[i];
      socket.on('chat-initialized', (incoming: IncomingChat) => {
        if (!incoming.offer || incoming.offer.agentId !== agent.userId || !sentAt.has(incoming.visitorId)) return;
        // The time to an offer of a guest who found room at once (a queued guest's includes its wait).
        if (!everQueued.has(incoming.visitorId) && !offeredTo.has(incoming.visitorId)) figures.offerMs.push(performance.now() - sentAt.get(incoming.visitorId)!);
        offeredTo.add(incoming.visitorId);
        if (openOffer.has(incoming.chatId) && openOffer.get(incoming.chatId) !== agent.userId) figures.doubles += 1;
        openOffer.set(incoming.chatId, agent.userId);
        acceptChat(base, agent, incoming.visitorId).then(
          () => {
            openOffer.delete(incoming.chatId);
            if (accepted.has(incoming.chatId)) figures.doubles += 1;
            accepted.set(incoming.chatId, { visitorId: incoming.visitorId, agent });
          },
          () => undefined,
        );
      });
      socket.on('chat-offer-withdrawn', ({ chatId }: { chatId: string }) => openOffer.get(chatId) === agent.userId && openOffer.delete(chatId));
    });

    // Arrivals: each probe guest writes once.
    const lastEnd = { at: 0 };
    const places = new Map<string, number>();
    for (let i = 0; i < num('probes'); i += 1) {
      const { socket, visitorId } = await probeGuest(base, server.info.pluginId);
      probeSockets.push(socket);
      socket.on('widget:queue', (state: WidgetQueueState) => {
        if (state.position !== null) {
          places.set(visitorId, state.position);
          everQueued.add(visitorId);
        }
        else places.delete(visitorId);
        figures.queuedMax = Math.max(figures.queuedMax, places.size);
        if (lastEnd.at) figures.queueUpdateMs.push(performance.now() - lastEnd.at);
      });
      sentAt.set(visitorId, performance.now());
      await socket.timeout(30_000).emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: `probe ${i}` });
      await sleep(num('every'));
    }
    await sleep(2_000);
    // Departures: the agents end probe chats one by one; the queue moves each time.
    for (const { visitorId, agent } of [...accepted.values()]) {
      if (places.size === 0) break;
      lastEnd.at = performance.now();
      await endChat(base, agent, visitorId).catch(() => undefined);
      await sleep(num('every'));
    }
    await sleep(2_000);
    figures.offered = offeredTo.size;
    figures.lost = num('probes') - offeredTo.size - places.size;
    await load;
    agentSockets.forEach((socket) => socket.close());
    const acks = recorder.result('guestToAgent');
    console.log(
      `  ${figures.offered} offers, up to ${figures.queuedMax} queued, ${figures.queueUpdateMs.length} queue updates; ` +
        `background load: ${acks.acked}/${acks.sent} guest messages acknowledged, ${acks.lost} lost`,
    );
    return figures;
  } finally {
    probeSockets.forEach((socket) => socket.close());
    await target.stop();
    await server.stop();
  }
}

async function probeGuest(base: string, pluginId: string): Promise<{ socket: Socket; visitorId: string }> {
  const socket = io(`${base}/visitor`, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    auth: { pluginId, visitorId: null, domain: 'localhost', page: { url: `${base}/demo`, title: 'Demo', referrer: '' } },
  });
  const hello = await new Promise<{ visitorId: string }>((resolve, reject) => {
    socket.once('widget:hello', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, visitorId: hello.visitorId };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;
const p = (xs: number[], q: number) => (xs.length ? percentile([...xs].sort((a, b) => a - b), q) : Number.NaN);

async function main() {
  const runs: RunFigures[] = [];
  for (let i = 1; i <= num('runs'); i += 1) runs.push(await run(i));
  const offerP50 = runs.map((r) => p(r.offerMs, 50));
  const offerP99 = runs.map((r) => p(r.offerMs, 99));
  const queueP99 = runs.map((r) => p(r.queueUpdateMs, 99));
  console.log(`\nrouting, ${runs.length} runs (median, spread), load average ${loadAverage()} now:`);
  console.log(`  first message → offer reaching the agent: p50 ${median(offerP50).toFixed(1)} ms (${spread(offerP50)}), p99 ${median(offerP99).toFixed(1)} ms (${spread(offerP99)})`);
  console.log(`  chat ended → queued guest hears its new place: p99 ${median(queueP99).toFixed(1)} ms (${spread(queueP99)})`);
  console.log(`  double assignments: ${runs.map((r) => r.doubles).join(', ')}; probes neither offered nor queued: ${runs.map((r) => r.lost).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

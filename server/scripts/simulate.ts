// Guest simulator: N guests on the real visitor protocol, browsing the demo pages and (some of them)
// chatting, for demos and benchmarks. `pnpm simulate --guests 50 --chatting 0.2 --rate 0.5`, or a fixed
// total of guest events a second: `pnpm simulate --guests 5000 --events 50 --chats 200 --agent EMAIL:PASSWORD`.
import { parseArgs } from 'node:util';
import { credentialsFlag, numberFlag, usageError, parsedOrUsage, scriptArgs } from './sim/cli';
import { demoPluginId } from './sim/demo-content';
import {
  newActivityStats,
  startEventMix,
  startPerGuestActivity,
  takeAckTimes,
  type EventMix,
} from './sim/guest-activity';
import { closeGuests, connectGuests, newGuestCounters, type SimGuest } from './sim/guests';
import { startSimAgent, type SimAgent } from './sim/sim-agent';
import { ms, summarize } from './sim/stats';

const USAGE = `pnpm simulate [--url http://localhost:8080] [--plugin PLUGIN_ID] [--guests N] [--duration SECONDS (0 = until Ctrl+C)]
  Per guest:   [--chatting FRACTION] [--rate MESSAGES_PER_SECOND_PER_CHATTING_GUEST] [--browse SECONDS_BETWEEN_PAGES]
  Or in total: [--events GUEST_EVENTS_PER_SECOND] [--chats CHATTING_GUESTS] [--mix PAGE,WIDGET,MESSAGE weights, default 5,3,2]
  [--agent EMAIL:PASSWORD (goes online, accepts every chat and answers)] [--ramp NEW_CONNECTIONS_PER_SECOND, default 100]
  [--report SECONDS_BETWEEN_STATUS_LINES, default 5]
Without --plugin the demo widget's pluginId is read from the server's /demo/ page.`;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        url: { type: 'string', default: process.env.SIM_URL ?? 'http://localhost:8080' },
        plugin: { type: 'string' },
        guests: { type: 'string', default: '10' },
        chatting: { type: 'string', default: '0.2' },
        rate: { type: 'string', default: '0.2' },
        browse: { type: 'string', default: '15' },
        events: { type: 'string' },
        chats: { type: 'string' },
        mix: { type: 'string', default: '5,3,2' },
        agent: { type: 'string' },
        ramp: { type: 'string', default: '100' },
        report: { type: 'string', default: '5' },
        duration: { type: 'string', default: '0' },
        help: { type: 'boolean', default: false },
      },
    }),
  USAGE,
);

function mixFlag(raw: string): EventMix {
  const parts = raw.split(',').map(Number);
  if (parts.length !== 3 || parts.some((part) => !Number.isFinite(part) || part < 0) || parts.every((part) => part === 0)) {
    usageError(`--mix must be three non-negative weights page,widget,message (got ${raw})`, USAGE);
  }
  return { page: parts[0], widget: parts[1], message: parts[2] };
}

const countLine = (errors: Map<string, number>) =>
  errors.size ? ` errors: ${[...errors].map(([message, times]) => `${message} ×${times}`).join('; ')}` : '';

async function main() {
  if (values.help) return console.log(USAGE);
  const base = values.url!.replace(/\/$/, '');
  const guests = numberFlag('guests', values.guests, USAGE, { integer: true });
  const chatting = numberFlag('chatting', values.chatting, USAGE, { allowZero: true });
  const rate = numberFlag('rate', values.rate, USAGE);
  const browse = numberFlag('browse', values.browse, USAGE);
  const events = values.events === undefined ? null : numberFlag('events', values.events, USAGE);
  const chatters = Math.min(
    guests,
    values.chats === undefined ? Math.round(guests * Math.min(1, chatting)) : numberFlag('chats', values.chats, USAGE, { allowZero: true, integer: true }),
  );
  const mix = mixFlag(values.mix!);
  const ramp = numberFlag('ramp', values.ramp, USAGE);
  const reportS = numberFlag('report', values.report, USAGE);
  const duration = numberFlag('duration', values.duration, USAGE, { allowZero: true });
  const agentCredentials = values.agent === undefined ? null : credentialsFlag('agent', values.agent, USAGE);
  const pluginId = values.plugin ?? (await demoPluginId(base));

  const pacing =
    events === null
      ? `${chatters} chatting at ${rate}/s each, a page every ~${browse} s`
      : `${events} guest events/s (page:widget:message ${mix.page}:${mix.widget}:${mix.message}), messages from ${chatters} chatting guests`;
  console.log(`simulating ${guests} guests (${pacing}) on ${base}, widget ${pluginId}`);

  const agent: SimAgent | null = agentCredentials ? await startSimAgent(base, agentCredentials) : null;
  if (agent) console.log(`agent ${agentCredentials!.email} is online and accepts every chat`);

  const counters = newGuestCounters();
  const stats = newActivityStats();
  const stoppers: Array<() => void> = [];
  const all: SimGuest[] = [];
  const connecting = connectGuests(base, pluginId, guests, counters, { perSecond: ramp, inFlight: Math.max(10, ramp) }, (guest) => {
    all.push(guest);
    if (events === null) stoppers.push(startPerGuestActivity(base, guest, { chats: guest.index <= chatters, rate, browseS: browse }, stats));
  });
  if (events !== null) stoppers.push(startEventMix(base, all, { perSecond: events, chatters, mix }, stats));
  connecting.then(
    () => {
      console.log(`all ${guests} guests started (${counters.greeted} greeted)`);
    },
    (error: unknown) => console.error('connecting guests failed:', error),
  );

  const report = setInterval(() => {
    const acks = summarize(takeAckTimes(stats));
    const agentPart = agent ? `, agent accepted ${agent.stats.accepted} replied ${agent.stats.replies}${countLine(agent.stats.errors)}` : '';
    console.log(
      `connected ${counters.connected}/${guests}, pages ${stats.pages}, widget toggles ${stats.widgetToggles}, messages acked ${stats.messages}` +
        `, ack p50 ${ms(acks.p50)} ms p99 ${ms(acks.p99)} ms${agentPart}${countLine(counters.errors)}${countLine(stats.errors)}`,
    );
    counters.errors.clear();
    stats.errors.clear();
    agent?.stats.errors.clear();
  }, reportS * 1000);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(report);
    stoppers.forEach((stopActivity) => stopActivity());
    closeGuests(all);
    await agent?.stop();
    console.log(`stopped; ${stats.messages} guest messages acked in all`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (duration > 0) setTimeout(() => void stop(), duration * 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

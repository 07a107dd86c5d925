// `pnpm bench:idle-guests`: what one idle guest costs the server. The real server runs in a child process
// (with --expose-gc); this process connects guests on the real visitor protocol and leaves them idle. The
// heap is read after a full collection with a warm-up group connected, and again with everyone connected:
// the difference over the added guests is the heap per connection (one-time costs stay in the baseline).
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchServerInfo } from './sim/bench-server';
import { startChildServer } from './sim/child-server';
import type { HeapMessage } from './sim/child-messages';
import { numberFlag, usageError, parsedOrUsage, scriptArgs } from './sim/cli';
import { closeGuests, connectGuests, newGuestCounters, type SimGuest } from './sim/guests';
import { describeMachine, loadAverage, openFilesLimit } from './sim/machine';
import { sleep } from './sim/paced';

const USAGE = `pnpm bench:idle-guests [--guests 10000] [--warmup-guests 200] [--ramp 500 (new connections a second)]
  [--settle 10 (seconds idle before measuring)] [--database disk|memory]
  [--heap-snapshots FOLDER (writes the server's heap before and after, for DevTools' comparison view)]`;

const TARGET_KB_PER_GUEST = 15;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        guests: { type: 'string', default: '10000' },
        'warmup-guests': { type: 'string', default: '200' },
        ramp: { type: 'string', default: '500' },
        settle: { type: 'string', default: '10' },
        database: { type: 'string', default: 'disk' },
        'heap-snapshots': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }),
  USAGE,
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function main() {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const guests = numberFlag('guests', values.guests, USAGE, { integer: true });
  const warmupGuests = numberFlag('warmup-guests', values['warmup-guests'], USAGE, { integer: true });
  const ramp = numberFlag('ramp', values.ramp, USAGE);
  const settleS = numberFlag('settle', values.settle, USAGE, { allowZero: true });
  if (warmupGuests >= guests) usageError('--warmup-guests must be fewer than --guests', USAGE);
  if (values.database !== 'disk' && values.database !== 'memory') usageError(`--database must be disk or memory (got ${values.database})`, USAGE);
  const needed = guests + 200;
  const limit = openFilesLimit();
  if (limit !== null && limit < needed) usageError(`${guests} guests need about ${needed} open files; ulimit -n is ${limit}`, USAGE);

  console.log(`machine: ${describeMachine()}, load average ${loadAverage()}`);
  const server = await startChildServer<BenchServerInfo>(path.join(__dirname, 'sim', 'bench-server.ts'), ['0', values.database], 120_000, ['--expose-gc']);
  const counters = newGuestCounters();
  const connected: SimGuest[] = [];
  try {
    const { url, pluginId, database } = server.info;
    console.log(`server: ${url} (${database})`);
    const pace = { perSecond: ramp, inFlight: Math.max(50, ramp) };
    const connect = async (count: number) => connected.push(...(await connectGuests(url, pluginId, count, counters, pace)));

    await connect(warmupGuests);
    await sleep(settleS * 1000);
    const snapshot = (name: string) => (values['heap-snapshots'] ? path.resolve(values['heap-snapshots'], `${name}.heapsnapshot`) : undefined);
    const before = await server.heap(snapshot('before'));
    if (!before.collected) throw new Error('the server child has no gc(): it must run with --expose-gc');
    const startedAt = Date.now();
    await connect(guests - warmupGuests);
    console.log(`  ${counters.greeted} guests greeted in ${((Date.now() - startedAt) / 1000).toFixed(1)} s after the warm-up group; idling ${settleS} s`);
    await sleep(settleS * 1000);
    const after: HeapMessage = await server.heap(snapshot('after'));

    const added = counters.greeted - warmupGuests;
    const errors = [...counters.errors].map(([message, count]) => `${message} ×${count}`).join(', ') || 'none';
    const perGuest = (after.heapUsedBytes - before.heapUsedBytes) / added;
    console.log(`\nidle guests connected: ${counters.connected} of ${guests} (greeted ${counters.greeted}); errors: ${errors}`);
    console.log(`heap after a full collection: ${mb(before.heapUsedBytes)} with ${warmupGuests} guests, ${mb(after.heapUsedBytes)} with ${counters.greeted}`);
    console.log(`heap per idle guest: ${kb(perGuest)} (target ≤ ${TARGET_KB_PER_GUEST} KB: ${perGuest <= TARGET_KB_PER_GUEST * 1024 ? 'met' : 'NOT met'})`);
    // Resident memory is not returned to the system after the ramp's peaks, so only its level is told.
    console.log(`server's resident memory: ${mb(before.rssBytes)} with ${warmupGuests} guests, ${mb(after.rssBytes)} with ${counters.greeted}`);
    if (values['heap-snapshots']) console.log(`heap snapshots: ${snapshot('before')} and ${snapshot('after')}`);
    console.log(`load average at the end: ${loadAverage()}`);
    if (counters.greeted < guests) process.exitCode = 1;
  } finally {
    closeGuests(connected);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

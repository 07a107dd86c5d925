// What `pnpm chaos` is asked for on its command line.
import { parseArgs } from 'node:util';
import { numberFlag, usageError, parsedOrUsage, scriptArgs } from '../sim/cli';

export const CHAOS_USAGE = `pnpm chaos [--guests 12 (guests chatting with the agent, each sending and answered)]
  [--browsing 60 (more guests connected and browsing, as in the latency benchmark)] [--browse 30 (seconds between their page views)]
  [--rate 2 (messages a second per chat, alternating guest and agent)] [--warmup 5 (seconds before the first fault)]
  [--seconds 15 (seconds of traffic after each fault ends)] [--balancer nginx|built-in (default nginx, installed when missing)]
  [--faults kill,restart,freeze,payloads (which, in this order)] [--log FILE (everything the cluster printed, for a closer look)]`;

export const FAULTS = ['kill', 'restart', 'freeze', 'payloads'] as const;
export type FaultName = (typeof FAULTS)[number];

export interface ChaosOptions {
  guests: number;
  browsing: number;
  browseS: number;
  rate: number;
  warmupS: number;
  afterS: number;
  balancer: 'nginx' | 'built-in';
  faults: FaultName[];
  log: string | null;
}

export function parseChaosOptions(argv: string[]): ChaosOptions | null {
  const { values } = parsedOrUsage(
    () =>
      parseArgs({
        args: scriptArgs(CHAOS_USAGE, argv),
        options: {
          guests: { type: 'string', default: '12' },
          browsing: { type: 'string', default: '60' },
          browse: { type: 'string', default: '30' },
          rate: { type: 'string', default: '2' },
          warmup: { type: 'string', default: '5' },
          seconds: { type: 'string', default: '15' },
          balancer: { type: 'string', default: 'nginx' },
          faults: { type: 'string', default: FAULTS.join(',') },
          log: { type: 'string' },
          help: { type: 'boolean', default: false },
        },
      }),
    CHAOS_USAGE,
  );
  if (values.help) return null;
  const balancer = values.balancer;
  if (balancer !== 'nginx' && balancer !== 'built-in') usageError(`--balancer must be nginx or built-in (got ${balancer})`, CHAOS_USAGE);
  const faults = values.faults.split(',').filter(Boolean);
  const unknown = faults.filter((fault) => !(FAULTS as readonly string[]).includes(fault));
  if (unknown.length) usageError(`--faults takes ${FAULTS.join(', ')} (not ${unknown.join(', ')})`, CHAOS_USAGE);
  const guests = numberFlag('guests', values.guests, CHAOS_USAGE, { integer: true });
  const browsing = numberFlag('browsing', values.browsing, CHAOS_USAGE, { integer: true, allowZero: true });
  // Every client has a loopback address of its own, 127.x.y.1: far more than anyone runs here.
  if (guests + browsing > 20_000) usageError('--guests and --browsing may be 20,000 together at most', CHAOS_USAGE);
  return {
    guests,
    browsing,
    browseS: numberFlag('browse', values.browse, CHAOS_USAGE),
    rate: numberFlag('rate', values.rate, CHAOS_USAGE),
    warmupS: numberFlag('warmup', values.warmup, CHAOS_USAGE, { allowZero: true }),
    afterS: numberFlag('seconds', values.seconds, CHAOS_USAGE),
    balancer,
    faults: faults as FaultName[],
    log: values.log ?? null,
  };
}

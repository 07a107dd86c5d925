// `pnpm bench:reports [-- --data-dir DIR] [--chats 1000000] [--contacts 100000] [--runs 20] [--rounds 3] [--tz Europe/Berlin]`:
// the reports calls on a seeded account. Seeds a data folder (a temporary one unless --data-dir names
// one; a folder seeded before is reused) with the history seed's --few-messages (the reports' facts and
// rollups included, as the server keeps them), starts the real server on a free loopback port over the
// embedded database, signs in as the owner and, in each round, times the last 90 days' Overview and Agents
// and a ratings CSV of at least 10,000 rows. Prints each round's p50/p95, then the median of the rounds
// with their spread. Figures only, no assertions.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { numberFlag, parsedOrUsage, scriptArgs, usageError } from './sim/cli';
import { describeMachine } from './sim/machine';
import { ms, summarize } from './sim/stats';
import { seededServer } from './history/seeded-server';
import { isTimeZone, localDateOf } from '../src/history/history-query';

const USAGE = `pnpm bench:reports -- [--data-dir DIR (reused when seeded before)] [--chats 1000000] [--contacts 100000]
  [--runs 20 (timed calls per call and round, after 3 warm-up calls)] [--rounds 3] [--tz Europe/Berlin]
  [--email ${DEMO_ACCOUNTS[0].email} --password ${DEMO_ACCOUNTS[0].password}]`;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        'data-dir': { type: 'string' },
        chats: { type: 'string', default: '1000000' },
        contacts: { type: 'string', default: '100000' },
        runs: { type: 'string', default: '20' },
        rounds: { type: 'string', default: '3' },
        tz: { type: 'string', default: 'Europe/Berlin' },
        email: { type: 'string', default: DEMO_ACCOUNTS[0].email },
        password: { type: 'string', default: DEMO_ACCOUNTS[0].password },
      },
    }),
  USAGE,
);

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const runs = numberFlag('runs', values.runs, USAGE, { integer: true });
  const rounds = numberFlag('rounds', values.rounds, USAGE, { integer: true });
  if (!isTimeZone(values.tz)) usageError(`--tz must be an IANA time zone`, USAGE);
  const { base, accessToken, seed, close } = await seededServer({
    dataDir: values['data-dir'],
    tag: 'bench-reports',
    seedArgs: ['--chats', values.chats, '--contacts', values.contacts, '--few-messages'],
    email: values.email,
    password: values.password,
  });
  try {
    const call = async (apiPath: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api${apiPath}`, { headers: { authorization: `Bearer ${accessToken}` } });
      const reader = response.body!.getReader();
      let firstByte = 0;
      let bytes = 0;
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!firstByte) firstByte = performance.now() - started;
        bytes += value.length;
        chunks.push(value);
      }
      const elapsed = performance.now() - started;
      const text = Buffer.concat(chunks).toString('utf8');
      if (response.status !== 200) throw new Error(`${apiPath} answered ${response.status}: ${text.slice(0, 200)}`);
      return { elapsed, firstByte, bytes, text };
    };

    const today = localDateOf(new Date(), values.tz);
    const range = `from=${isoDate(new Date(today.getTime() - 89 * DAY_MS))}&to=${isoDate(today)}&tz=${encodeURIComponent(values.tz)}`;
    const cases = [
      { label: 'Overview, last 90 days', path: `/reports/overview?${range}`, about: (text: string) => `${(JSON.parse(text) as { chats: number }).chats} chats` },
      { label: 'Agents, last 90 days', path: `/reports/agents?${range}`, about: (text: string) => `${(JSON.parse(text) as { data: unknown[] }).data.length} rows` },
      { label: 'Ratings CSV, last 90 days', path: `/reports/ratings.csv?${range}`, about: (text: string) => `${text.trimEnd().split('\r\n').length - 1} rows` },
    ];
    console.log(`\n${describeMachine()}`);
    console.log(`Account ${seed.ownerEmail}: ${seed.chats} chats over about 13 months (embedded database); ${rounds} rounds of ${runs} calls each after 3 warm-up calls; tz ${values.tz}`);
    console.log(`Seed timings (s): ${Object.entries(seed.timings).map(([step, millis]) => `${step} ${(Number(millis) / 1000).toFixed(1)}`).join(', ')}\n`);
    const perCase = cases.map(() => ({ p50: [] as number[], p95: [] as number[], firstByte: [] as number[] }));
    for (let round = 1; round <= rounds; round++) {
      console.log(`round ${round}: load average ${os.loadavg()[0].toFixed(2)}`);
      for (const [index, { label, path: apiPath, about }] of cases.entries()) {
        let last = await call(apiPath);
        for (let i = 0; i < 2; i++) last = await call(apiPath);
        const times: number[] = [];
        const firstBytes: number[] = [];
        for (let i = 0; i < runs; i++) {
          last = await call(apiPath);
          times.push(last.elapsed);
          firstBytes.push(last.firstByte);
        }
        const summary = summarize(times);
        const firstByte = summarize(firstBytes).p50;
        perCase[index].p50.push(summary.p50);
        perCase[index].p95.push(summary.p95);
        perCase[index].firstByte.push(firstByte);
        console.log(
          `  ${label.padEnd(28)} p50 ${ms(summary.p50).padStart(7)} ms  p95 ${ms(summary.p95).padStart(7)} ms  first byte p50 ${ms(firstByte).padStart(7)} ms  ${about(last.text)}, ${(last.bytes / 1024).toFixed(0)} KiB`,
        );
      }
    }
    console.log(`\nMedian of ${rounds} rounds (spread min-max):`);
    for (const [index, { label }] of cases.entries()) {
      const { p50, p95, firstByte } = perCase[index];
      const spread = (values: number[]) => `${ms(Math.min(...values))}-${ms(Math.max(...values))}`;
      console.log(
        `  ${label.padEnd(28)} p50 ${ms(median(p50))} ms (${spread(p50)})  p95 ${ms(median(p95))} ms (${spread(p95)})  first byte ${ms(median(firstByte))} ms (${spread(firstByte)})`,
      );
    }
    console.log(`\nLoad average (1, 5, 15 min): ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// `pnpm --filter server bench:history-api [-- --data-dir DIR] [--chats 100000] [--contacts 20000] [--runs 30]`:
// the history calls' response times on a seeded account. Seeds a data folder (a temporary one unless
// --data-dir names one; a folder seeded before is reused), starts the real server on a free loopback
// port over it, signs in as the owner and prints p50/p95 of each call. Figures only, no assertions.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { numberFlag, parsedOrUsage, scriptArgs } from './sim/cli';
import { describeMachine } from './sim/machine';
import { ms, summarize } from './sim/stats';
import { seededServer } from './history/seeded-server';

const USAGE = `pnpm --filter server bench:history-api -- [--data-dir DIR (reused when seeded before)] [--chats 100000] [--contacts 20000]
  [--runs 30] [--email ${DEMO_ACCOUNTS[0].email} --password ${DEMO_ACCOUNTS[0].password}]`;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        'data-dir': { type: 'string' },
        chats: { type: 'string', default: '100000' },
        contacts: { type: 'string', default: '20000' },
        runs: { type: 'string', default: '30' },
        email: { type: 'string', default: DEMO_ACCOUNTS[0].email },
        password: { type: 'string', default: DEMO_ACCOUNTS[0].password },
      },
    }),
  USAGE,
);

async function main(): Promise<void> {
  const runs = numberFlag('runs', values.runs, USAGE, { integer: true });
  const { base, accessToken, seed, close } = await seededServer({
    dataDir: values['data-dir'],
    tag: 'bench-history',
    seedArgs: ['--chats', values.chats, '--contacts', values.contacts],
    email: values.email,
    password: values.password,
  });
  try {
    const call = async (apiPath: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api${apiPath}`, { headers: { authorization: `Bearer ${accessToken}` } });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${apiPath} answered ${response.status}: ${text.slice(0, 200)}`);
      return { elapsed, text };
    };
    const shop = seed.widgets[0];
    const cases: Array<{ label: string; path: string; check?: (text: string) => string }> = [
      { label: 'history, first page', path: '/chat/dashboard-history?take=15&page=1&order=DESC' },
      { label: 'history, 50th page', path: '/chat/dashboard-history?take=15&page=50&order=DESC' },
      { label: 'history, domain + status 5 + last month', path: `/chat/dashboard-history?take=15&page=1&order=DESC&pluginId=${shop.pluginId}&status=5&duration=last-month` },
      { label: 'unattended chats, first page', path: '/chat/unattended-chats?take=15&page=1&order=DESC' },
      { label: 'contacts, first page', path: '/visitor/get-contacts?take=15&page=1&order=DESC' },
      {
        label: `contacts search '${seed.deepContact.search}'`,
        path: `/visitor/get-contacts?take=15&page=1&order=DESC&search=${encodeURIComponent(seed.deepContact.search)}`,
        check: (text) => `${(JSON.parse(text) as { data: unknown[] }).data.length} found`,
      },
      {
        label: 'open the 2,000-message chat',
        path: `/chat/single-chat-history/${seed.longChatId}`,
        check: (text) => `${(JSON.parse(text) as { conversation: unknown[] }).conversation.length} messages, ${(text.length / 1024).toFixed(0)} KiB`,
      },
    ];
    console.log(`\n${describeMachine()}`);
    console.log(`Account ${seed.ownerEmail}: ${seed.chats} chats, ${seed.contacts} contacts; ${runs} runs per call after 3 warm-up runs\n`);
    console.log(`${'call'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  answer`);
    for (const { label, path: apiPath, check } of cases) {
      let last = '';
      for (let i = 0; i < 3; i++) last = (await call(apiPath)).text;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push((await call(apiPath)).elapsed);
      const summary = summarize(times);
      console.log(`${label.padEnd(52)} ${ms(summary.p50).padStart(8)} ${ms(summary.p95).padStart(8)}  ${check ? check(last) : `${(last.length / 1024).toFixed(1)} KiB`}`);
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

// Where a process's CPU went, from the V8 profiles `node --cpu-prof` writes (one file per thread):
// self time by part of the stack, as the issue's profile split reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const PARTS: Array<[string, (frame: ProfileNode['callFrame']) => boolean]> = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['PGlite WebAssembly', (f) => f.url.startsWith('wasm://') || (f.url === '' && /^\$?(wasm-function|func)/.test(f.functionName))],
  ['PGlite JavaScript', (f) => f.url.includes('@electric-sql/pglite') || f.url.includes('pglite-worker')],
  ['drizzle', (f) => f.url.includes('drizzle-orm')],
  ['postgres.js driver', (f) => f.url.includes('/postgres/')],
  ['socket.io, engine.io, ws', (f) => /\/(socket\.io|socket\.io-parser|socket\.io-adapter|engine\.io|engine\.io-parser|ws)\//.test(f.url)],
  ['fastify', (f) => f.url.includes('/fastify') || f.url.includes('/find-my-way/') || f.url.includes('/light-my-request/')],
  ['server code', (f) => f.url.includes('/server/src/') || f.url.includes('/shared-kernel/')],
  ['tsx loader', (f) => f.url.includes('/tsx/') || f.url.includes('/esbuild/')],
  ['Node.js internals', (f) => f.url.startsWith('node:') || f.functionName === '(program)'],
];

/** The npm package a frame's file belongs to (`@scope/name` or `name`), for the frames no part claims. */
function packageOf(url: string): string {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  return match ? match[1] : url ? 'other code' : 'native code (socket writes, built-ins)';
}

function split(profile: CpuProfile): Map<string, number> {
  const partOf = new Map<number, string>();
  for (const node of profile.nodes) partOf.set(node.id, PARTS.find(([, test]) => test(node.callFrame))?.[0] ?? packageOf(node.callFrame.url));
  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = partOf.get(id)!;
    micros.set(part, (micros.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return micros;
}

/** One line per thread: its busy time (idle left out) split by part, largest first, as percentages. */
export function describeCpuProfiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .map((name) => {
      const micros = split(JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as CpuProfile);
      micros.delete('idle');
      const busy = [...micros.values()].reduce((sum, value) => sum + value, 0);
      const parts = [...micros].sort((a, b) => b[1] - a[1]).filter(([, value]) => value / busy >= 0.005);
      // Node names each file CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile; thread 0 is the main thread.
      const threadId = name.split('.').at(-3);
      const thread = threadId === '0' ? 'main thread' : `thread ${threadId}`;
      return `${thread}: busy ${(busy / 1e6).toFixed(1)} s — ${parts.map(([part, value]) => `${part} ${((100 * value) / busy).toFixed(0)}%`).join(', ')}`;
    });
}

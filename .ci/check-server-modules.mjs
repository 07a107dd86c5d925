// The server's module rules (server/.dependency-cruiser.cjs), checked by dependency-cruiser: the tree must
// keep them, and each rule must fire on a planted break (a copy of server/src with probe files, in a
// temporary folder: nothing is written into the repository).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const CRUISER = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** The rule violations of the server tree at `serverDir`, as [from, rule] pairs. */
function violations(serverDir) {
  const run = spawnSync(process.execPath, [CRUISER, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: serverDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || !run.stdout) throw new Error(`dependency-cruiser did not run: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout).summary.violations.map((v) => [v.from, v.rule.name, v.to]);
}

// [probe file, its text, the rule it must break, null when it must pass, undefined when not checked itself]
const PROBES = [
  ['src/chats/probe-private.ts', "import { tellEligibleAgents } from '../visitors/visitor-broadcast';\nexport const probe = tellEligibleAgents;\n", 'private-visitors'],
  ['src/visitors/probe-upward.ts', "import { chatById } from '../chats';\nexport const probe = chatById;\n", 'layers-visitors'],
  ['src/db/probe-platform.ts', "import type { ChatCaller } from '../chats';\nexport type Probe = ChatCaller;\n", 'layers-db'],
  ['src/chats/probe-cycle-a.ts', "import type { B } from './probe-cycle-b';\nexport type A = { b?: B };\n", 'no-circular'],
  // The other half of the cycle: the cycle is told once, from the file it was found from.
  ['src/chats/probe-cycle-b.ts', "import type { A } from './probe-cycle-a';\nexport type B = { a?: A };\n", undefined],
  ['src/probe-stray.ts', "import type { AppContext } from './context';\nexport type Probe = AppContext;\n", 'not-in-src'],
  ['src/routing/probe-allowed.ts', "import { chatById } from '../chats';\nexport const probe = chatById;\n", null],
];

let failures = 0;
const tree = violations(join(root, 'server'));
for (const [from, rule, to] of tree) console.error(`✗ server: ${rule}: ${from} → ${to}`);
failures += tree.length;

const copy = mkdtempSync(join(tmpdir(), 'module-rules-'));
try {
  cpSync(join(root, 'server', 'src'), join(copy, 'server', 'src'), { recursive: true });
  for (const file of ['tsconfig.json', '.dependency-cruiser.cjs']) cpSync(join(root, 'server', file), join(copy, 'server', file));
  cpSync(join(root, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
  for (const [file, text] of PROBES) writeFileSync(join(copy, 'server', file), text);
  const found = violations(join(copy, 'server'));
  for (const [file, , rule] of PROBES) {
    if (rule === undefined) continue;
    const rules = found.filter(([from]) => from === file).map(([, name]) => name);
    const ok = rule ? rules.includes(rule) : rules.length === 0;
    if (!ok) {
      failures += 1;
      console.error(`✗ ${file} should ${rule ? `break ${rule}` : 'pass'} (found: ${rules.join(', ') || 'nothing'})`);
    }
  }
  const strays = found.filter(([from]) => !PROBES.some(([file]) => file === from));
  if (strays.length) {
    failures += strays.length;
    for (const [from, name, to] of strays) console.error(`✗ probe copy: ${name}: ${from} → ${to}`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
console.log(`server modules: ${tree.length} violations in the tree; ${PROBES.length} probes checked, ${failures - tree.length} misbehaved`);
process.exit(failures ? 1 : 0);

// `pnpm --filter server exec tsx scripts/bench-geo-memory.ts`: the resident memory the guest-location data
// takes once the first public address is looked up (the figure in docs/benchmarks.md).
import { scriptArgs } from './sim/cli';
import { locateIp } from '../src/visitors/geo-location';

const USAGE = `pnpm --filter server exec tsx scripts/bench-geo-memory.ts
Looks up one public address (8.8.8.8) and prints how much more resident memory the process holds after it.`;

async function main(): Promise<void> {
  const args = scriptArgs(USAGE);
  if (args.length > 0) {
    console.error(`No options are taken (got ${args.join(' ')})\n\n${USAGE}`);
    process.exit(2);
  }
  const before = process.memoryUsage().rss;
  const where = await locateIp('8.8.8.8');
  const after = process.memoryUsage().rss;
  console.log(`8.8.8.8 is in ${where.country || 'an unknown place'}; resident memory grew by ${((after - before) / 1048576).toFixed(1)} MB`);
}

void main();

// The benchmarks' command lines: `pnpm bench:x -- --flag` passes a lone '--' through, which is dropped;
// --help prints the usage; an unknown or malformed flag prints it too, with the reason, instead of a stack.
import { parseArgs } from 'node:util';

/** The parsed flags (`values`), or the process ends with the usage (exit 0 for --help, 2 for a bad line). */
export function benchArgs(options, usage) {
  const args = process.argv.slice(2).filter((arg, index, all) => !(arg === '--' && all.indexOf('--') === index));
  let values;
  try {
    ({ values } = parseArgs({ args, options: { ...options, help: { type: 'boolean', default: false } } }));
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

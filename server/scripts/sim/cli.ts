// Command-line helpers shared by the simulator and the benchmarks: numbers from flags, with a clear error.

/** Prints the problem and the usage, then exits with code 2 (a usage error). */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** A flag's number; zero only when allowed, whole numbers only when asked. */
export function numberFlag(
  name: string,
  raw: string | undefined,
  usage: string,
  { allowZero = false, integer = false }: { allowZero?: boolean; integer?: boolean } = {},
): number {
  const value = Number(raw);
  const kind = `${allowZero ? 'non-negative' : 'positive'} ${integer ? 'whole number' : 'number'}`;
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value < 0 || (!allowZero && value === 0) || (integer && !Number.isInteger(value))) {
    usageError(`--${name} must be a ${kind} (got ${raw})`, usage);
  }
  return value;
}

/** `email:password` (the password may itself hold ':'). */
export function credentialsFlag(name: string, raw: string, usage: string): { email: string; password: string } {
  const at = raw.indexOf(':');
  if (at <= 0 || at === raw.length - 1) usageError(`--${name} must be email:password (got ${raw})`, usage);
  return { email: raw.slice(0, at), password: raw.slice(at + 1) };
}

/**
 * The script's own arguments: a lone `--` dropped (`pnpm bench:x -- --flag` passes it on) and `--help`
 * or `-h` answered with the usage (exit 0) before anything else runs.
 */
export function scriptArgs(usage: string, argv: string[] = process.argv.slice(2)): string[] {
  const args = argv.filter((arg) => arg !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}

/** Runs a `parseArgs` call; an unknown flag or a missing value is a usage error, never a stack trace. */
export function parsedOrUsage<T>(parse: () => T, usage: string): T {
  try {
    return parse();
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
}

// `pnpm test:e2e [files or title filters] [playwright flags]`: `playwright test` with the arguments passed
// on as typed. A lone `--` (`pnpm test:e2e -- tests/x.spec.ts`) is dropped: playwright would read what
// follows it as nothing and run the whole suite. A file named from the repository root
// (`e2e/tests/x.spec.ts`) or from e2e/ (`tests/x.spec.ts`) is found either way.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const child = spawn('playwright', ['test', ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`playwright could not be started (${error.message}): run pnpm install first`);
  process.exit(1);
});

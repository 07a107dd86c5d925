import { createServer } from './app';
import { loadSettings } from './config/settings';
import { gracefulStop } from './app';
import { startupLines } from './app';

// `npm start`: settings from the environment, migrate, seed, listen, say where and how to sign in.
async function main(): Promise<void> {
  let settings: ReturnType<typeof loadSettings>;
  try {
    settings = loadSettings();
  } catch (error) {
    // A wrong setting is the user's to fix: one clear line, no stack trace.
    console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const server = await createServer(settings);
  const url = await server.listen(settings.port, settings.host);
  console.log((await startupLines(settings, server, url)).join('\n'));

  const stop = gracefulStop(server, (signal) => `${signal}: shutting down`);
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});

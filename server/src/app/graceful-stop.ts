import type { ServerHandle } from './app';

/**
 * A stop that closes the server once (sockets, jobs, database), says why, and ends the process: 0 when
 * closed cleanly, 1 when closing failed.
 */
export function gracefulStop(server: Pick<ServerHandle, 'close'>, saying: (why: string) => string): (why: string) => void {
  let stopping = false;
  return (why) => {
    if (stopping) return;
    stopping = true;
    console.log(saying(why));
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
}

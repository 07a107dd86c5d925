// First failure layer: a remote that fails to load (network blip, redeploy in progress) is tried
// again a couple of times with a short, growing pause before its area shows the fallback.
export interface RetryOptions {
  attempts?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A result that counts as a failure (the errorLoadRemote plugin answers with a fallback module). */
  isFailure?: (result: unknown) => boolean;
  /** An error no retry can mend (a remote built for a newer console): thrown at once. */
  giveUpOn?: (error: unknown) => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 3, delayMs = 300, sleep = wait, isFailure = () => false, giveUpOn = () => false } = options;
  let failure: { result: T } | { error: unknown } = { error: new Error('not loaded') };
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(delayMs * 2 ** (attempt - 1));
    try {
      const result = await load();
      if (!isFailure(result)) return result;
      failure = { result };
    } catch (error) {
      if (giveUpOn(error)) throw error;
      failure = { error };
    }
  }
  // Out of attempts: hand back the fallback module if there is one, else the last error.
  if ('result' in failure) return failure.result;
  throw failure.error;
}

// Fake-timer helpers for the timed account flows (2 s / 6 s / 9 s / 3 s / 5 s and the 0.9 s toggle).
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Moves the fake clock on, letting promises (mock HTTP answers) settle inside act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** userEvent driving the fake clock. */
export function timedUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms), ...options });
}

// The suites that need PostgreSQL (TEST_DATABASE_URL) skip without it on a developer's machine, and fail
// instead under CI (CI=true, as CI services set it): there a missing PostgreSQL must never pass as a skip.

/** CI as CI services set it (`CI=true`, `CI=1`); unset, empty, `false` or `0` is a developer's machine. */
export function underCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

type Block = (name: string, fn: () => void) => void;
type Test = (name: string, fn?: jest.ProvidesCallback, timeout?: number) => void;

/**
 * `describe` when `ready` (e.g. TEST_DATABASE_URL is set); otherwise `describe.skip` on a developer's
 * machine, and under CI a block whose one test fails with `missing` as the reason.
 */
export function describeIf(ready: unknown, missing: string): Block {
  if (ready) return describe;
  if (!underCi()) return describe.skip;
  return (name) =>
    describe(name, () => {
      it('runs under CI (CI=true), where it may not be skipped', () => {
        throw new Error(`${missing}: under CI this suite may not be skipped.`);
      });
    });
}

/** `it` when `ready`; otherwise `it.skip` on a developer's machine, and under CI a test that fails with `missing`. */
export function itIf(ready: unknown, missing: string): Test {
  if (ready) return it;
  if (!underCi()) return it.skip;
  return (name) =>
    it(name, () => {
      throw new Error(`${missing}: under CI this test may not be skipped.`);
    });
}

const NO_DATABASE = 'TEST_DATABASE_URL is not set (npm test sets it to a throw-away PostgreSQL it starts)';

/** `describe` with TEST_DATABASE_URL set, see describeIf. */
export const describeIfPostgres = (url: string | undefined): Block => describeIf(url, NO_DATABASE);

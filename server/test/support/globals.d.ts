import type { PGlite } from '@electric-sql/pglite';

declare global {
  /** Provided by test/support/pglite-environment.cjs: one in-memory PGlite per worker process. */
  function sharedPglite(): PGlite;
}

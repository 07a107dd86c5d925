import type { PGlite } from '@electric-sql/pglite';

declare global {
  /** Provided by test/support/pglite-environment.cjs: the test file's own in-memory PGlite (migrated; one per file, closed after it). */
  function sharedPglite(): PGlite;
  /** Another fresh in-memory PGlite (migrated, no rows), made outside jest's sandbox (PGlite cannot start inside it); the caller closes it. */
  function newPglite(): PGlite;
}

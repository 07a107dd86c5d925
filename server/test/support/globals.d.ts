import type { PGlite } from '@electric-sql/pglite';

declare global {
  /** Provided by test/support/pglite-environment.cjs: one in-memory PGlite per worker process. */
  function sharedPglite(): PGlite;
  /** A fresh in-memory PGlite, made outside jest's sandbox (PGlite cannot start inside it); the caller closes it. */
  function newPglite(): PGlite;
}

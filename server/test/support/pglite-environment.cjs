// Jest environment for the server's integration tests (select it with the docblock
// `@jest-environment ./test/support/pglite-environment.cjs`). It runs in Node proper, outside
// jest's module sandbox, which gives it two powers the test files lack:
// - PGlite's CommonJS build uses dynamic import(), which jest's sandbox refuses without
//   --experimental-vm-modules; here Node loads it normally;
// - Node's module cache outlives each test file, so the test files of one worker process share
//   one in-memory PGlite and pay its ~3 s WebAssembly start-up once.
'use strict';
const { TestEnvironment } = require('jest-environment-node');
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

// The extensions the server's embedded database loads (src/db/pglite-worker.mjs).
const options = { extensions: { pg_trgm } };

let shared = null;
let idleTimer = null;

// An open PGlite keeps jest's process from exiting, so close it once no test file has used it
// for a moment (the next file's setup, which follows at once, cancels the timer).
function closeWhenIdle() {
  idleTimer = setTimeout(() => {
    const instance = shared;
    shared = null;
    if (instance) void instance.close();
  }, 300);
  idleTimer.unref();
}

class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    this.global.sharedPglite = () => {
      if (!shared) shared = new PGlite(options);
      return shared;
    };
    // A database of one's own (e.g. to seed the demo data on an empty database); the caller closes it.
    this.global.newPglite = () => new PGlite(options);
  }

  async teardown() {
    closeWhenIdle();
    await super.teardown();
  }
}

module.exports = PgliteEnvironment;

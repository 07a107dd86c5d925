/** @jest-environment ./test/support/pglite-environment.cjs */
// API keys on two nodes of one PostgreSQL database: a key made on node A works on node B, a revocation
// on A is refused by B on its very next call (each call reads the key's row, no node caches it), and B
// enforces the key's scopes as A would. Node B runs in a process of its own, so nothing held in one
// process's memory (a cache, a module's state) can pass for agreement between the nodes.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CreatedApiKey } from 'shared-kernel/integrations';
import { DEFAULT_API_KEY_SCOPES } from 'shared-kernel/integrations';
import { API_KEY_MESSAGES } from '../src/auth';
import type { NodeProcessReady } from './support/node-process';
import { describeIfPostgres } from './support/postgres-suite';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

// The file's own database (pglite-environment.cjs names it in TEST_DATABASE_URL); unset, the suite skips.
const url = process.env.TEST_DATABASE_URL;
// One signing secret: an owner's access token from one node is good on the other, as in a cluster.
const jwtSecret = `keys-cluster-${randomUUID()}`;

interface NodeProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** A server node in a child process (support/node-process.ts) on the suite's database and secret. */
async function startNodeProcess(dataDir: string): Promise<NodeProcess> {
  const child = fork(path.join(__dirname, 'support', 'node-process.ts'), [], {
    cwd: path.join(__dirname, '..'),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, DATABASE_URL: url!, SEVERAL_NODES: '1', JWT_SECRET: jwtSecret, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ABUSE_LIMIT_SCALE: '1000' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await new Promise<NodeProcessReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('node B did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`node B exited with ${code} before it was ready`)));
    child.on('message', (message: NodeProcessReady) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message);
    });
  });
  return { url: ready.url, child, exited };
}

describeIfPostgres(url)('API keys across two nodes on PostgreSQL', () => {
  let nodeA: TestServer;
  let nodeB: NodeProcess;
  let nodeBData: string;
  let ownerToken: string;

  beforeAll(async () => {
    nodeA = await startTestServer({ databaseUrl: url!, severalNodes: true, jwtSecret });
    nodeBData = await mkdtemp(path.join(tmpdir(), 'keys-node-b-'));
    nodeB = await startNodeProcess(nodeBData);
    const owner = await createUser(nodeA.server, { fullName: 'Key Owner' });
    ownerToken = (await signIn(nodeA.url, owner.email, owner.password)).accessToken;
  }, 60_000);

  afterAll(async () => {
    // Disconnected, node B closes as a node does (node-process.ts); a hung one is killed.
    if (nodeB?.child.connected) nodeB.child.disconnect();
    const stop = setTimeout(() => nodeB?.child.kill('SIGKILL'), 10_000);
    await nodeB?.exited;
    clearTimeout(stop);
    await nodeA?.close();
    if (nodeBData) await rm(nodeBData, { recursive: true, force: true });
  }, 30_000);

  /** Creates a key on node A as the owner, asserting the whole answer. */
  async function createKeyOnA(body: { name: string; scopes?: string[] }): Promise<CreatedApiKey> {
    const created = await api<CreatedApiKey>(nodeA.url, 'POST', '/integrations/api-keys', { token: ownerToken, body: { ...body, expiresAt: null } });
    expect(created).toMatchObject({ status: 200 });
    expect(created.body).toEqual({
      key: {
        id: expect.any(String),
        name: body.name,
        prefix: created.body.secret.slice(0, 12),
        scopes: body.scopes ?? [...DEFAULT_API_KEY_SCOPES],
        expiresAt: null,
        createdAt: expect.any(String),
        lastUsedAt: null,
        createdByName: 'Key Owner',
      },
      secret: expect.stringMatching(/^lck_[A-Za-z0-9_-]{43}$/),
    });
    return created.body;
  }

  it('refuses a key on node B on the very next call after node A revoked it', async () => {
    const { key, secret } = await createKeyOnA({ name: 'Help desk' });

    const beforeRevoke = await api(nodeB.url, 'GET', '/chat/conversations', { token: secret });
    expect({ status: beforeRevoke.status, body: beforeRevoke.body }).toEqual({ status: 200, body: [] });

    const revoked = await api(nodeA.url, 'DELETE', `/integrations/api-keys/${key.id}`, { token: ownerToken });
    expect({ status: revoked.status, body: revoked.body }).toEqual({ status: 200, body: { statusCode: 200, message: 'API key revoked' } });

    // No wait in between: node B reads the row the revocation wrote.
    const afterRevoke = await api(nodeB.url, 'GET', '/chat/conversations', { token: secret });
    expect({ status: afterRevoke.status, body: afterRevoke.body }).toEqual({ status: 401, body: { statusCode: 401, message: API_KEY_MESSAGES.invalid } });

    // And node A refuses it too, and no longer lists it.
    const onA = await api(nodeA.url, 'GET', '/chat/conversations', { token: secret });
    expect({ status: onA.status, body: onA.body }).toEqual({ status: 401, body: { statusCode: 401, message: API_KEY_MESSAGES.invalid } });
    const listed = await api(nodeB.url, 'GET', '/integrations/api-keys', { token: ownerToken });
    expect({ status: listed.status, body: listed.body }).toEqual({ status: 200, body: [] });
  });

  it('refuses a write on node B to a key made on node A with read scopes only, and writes nothing', async () => {
    const { secret } = await createKeyOnA({ name: 'Reader', scopes: ['settings:read', 'chats:read'] });

    const read = await api(nodeB.url, 'GET', '/canned/get-all', { token: secret });
    expect({ status: read.status, body: read.body }).toEqual({ status: 200, body: [] });

    // POST /canned/create is a settings write (server/src/auth/api-key-scopes.ts).
    const write = await api(nodeB.url, 'POST', '/canned/create', { token: secret, body: { shortCode: 'hi', message: 'Hello' } });
    expect({ status: write.status, body: write.body }).toEqual({ status: 403, body: { statusCode: 403, message: API_KEY_MESSAGES.missingScope('settings:write') } });

    const afterwards = await api(nodeA.url, 'GET', '/canned/get-all', { token: ownerToken });
    expect({ status: afterwards.status, body: afterwards.body }).toEqual({ status: 200, body: [] });
  });
});

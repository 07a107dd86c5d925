import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openConsole } from './support/recording-console';
import { startCluster, type RunningCluster } from './support/cluster-process';
import { eventually, freshDatabase, type FreshDatabase } from './support/fresh-postgres';
import { api, outboxFor, type LooseJson } from './support/test-server';
import { connectGuest } from './support/visitor-helpers';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL: two nodes of `start:cluster` on a database of their own. The transcript
// mail is a job the chat's end queues before it is answered, so the node that ended the chat may die at once:
// the other node mails it, once.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);

describeWithPostgres('the transcript mail across nodes', () => {
  let database: FreshDatabase;
  let cluster: RunningCluster;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await freshDatabase(url!);
    cluster = await startCluster(database.url, 2);
    sql = postgres(database.url, { max: 1, onnotice: () => undefined });
    await sql`UPDATE widgets SET settings = settings || '{"emailTranscript": true}'::jsonb`;
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  it('is sent once when the node that ended the chat is killed as it answers', async () => {
    const ender = cluster.nodes.get(1)!;
    const signIn = await api(cluster.url, 'POST', '/auth/signin', { body: { email: 'agent@example.com', password: 'Agent#Demo1' } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.accessToken as string;
    const online = await api(cluster.url, 'GET', '/users/toggle-online', { token });
    if (!online.body.isOnline) expect((await api(cluster.url, 'GET', '/users/toggle-online', { token })).body.isOnline).toBe(true);
    const agent = await openConsole(ender.url, token);
    const [{ plugin_id: pluginId }] = await sql`SELECT plugin_id FROM widgets LIMIT 1`;
    const guest = await connectGuest(cluster.nodes.get(0)!.url, pluginId);
    try {
      const email = `transcript-${randomUUID().slice(0, 8)}@example.com`;
      expect(await guest.socket.emitWithAck('visitor:email', { email })).toEqual({ ok: true });
      const offered = new Promise<LooseJson>((resolve) => agent.socket.once('chat-initialized', resolve));
      const sent = await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Please mail me this' });
      expect(sent.ok).toBe(true);
      const { chatId } = await offered;
      const body = { visitorId: guest.hello.visitorId };
      expect((await api(ender.url, 'POST', '/visitor/accept-chat', { token, body })).status).toBe(200);
      expect((await api(ender.url, 'POST', '/chat/end-chat-by-agent', { token, body })).status).toBe(200);
      process.kill(ender.pid, 'SIGKILL');

      // The job done (on whichever node ran it) is the barrier: a second mail would be a second run.
      const done = async () =>
        (await sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'chat-transcript' AND data->>'chatId' = ${chatId} AND state = 'completed'`)[0].n === 1;
      await eventually(done, 140_000);
      const mails = await outboxFor(cluster.dataDir, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Your chat transcript from Demo Site');
      expect(mails[0].text).toContain('Please mail me this');
      console.log(`cluster: node 1 (pid ${ender.pid}) killed right after ending chat ${chatId}; its transcript was mailed once`);
    } finally {
      guest.socket.close();
      agent.socket.close();
    }
  }, 180_000);
});

// The three-node cluster the cluster suites share the shape of: \`start:cluster\` behind its balancer on an empty
// PostgreSQL database of its own, seeded with the demo account, the demo owner and agent signed in and online.
// Each suite file starts its own (the fixture's beforeAll), with the chat timers short enough to watch.
import type { Socket } from 'socket.io-client';
import postgres from 'postgres';
import { openConsole, type RecordingConsole } from './recording-console';
import { startCluster, type RunningCluster } from './cluster-process';
import { freshDatabase, type FreshDatabase } from './fresh-postgres';
import { api, type LooseJson } from './test-server';
import { connectGuest, type TestGuest } from './visitor-helpers';

export const NODES = 3;
export const PRIORITY_AFTER_S = 3;
export const UNATTENDED_AFTER_S = 6;
export const INACTIVITY_END_S = 10;

export const heardFor = (recorder: RecordingConsole, event: string, chatId: string) =>
  recorder.heard.filter((entry) => entry.event === event && (entry.payload.chatId === chatId || entry.payload.chat?.id === chatId));

export interface ClusterState {
  cluster: RunningCluster;
  sql: postgres.Sql;
  pluginId: string;
  owner: { token: string; id: string };
  agent: { token: string; id: string; name: string };
}

/** Registers the file's beforeAll and afterAll; `state()` is whole once beforeAll has run. */
export function clusterFixture(url: string | undefined) {
  let database: FreshDatabase;
  let cluster: RunningCluster;
  let sql: postgres.Sql;
  let pluginId: string;
  let owner: { token: string; id: string };
  let agent: { token: string; id: string; name: string };
  const sockets: Socket[] = [];

  const nodeUrl = (index: number) => cluster.nodes.get(index)!.url;
  async function signIn(email: string, password: string) {
    const answer = await api(cluster.url, 'POST', '/auth/signin', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  async function goOnline(token: string) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await api(cluster.url, 'GET', '/users/toggle-online', { token });
      if (answer.body.isOnline) return;
    }
    throw new Error('could not go online');
  }

  async function recorder(base: string, token: string): Promise<RecordingConsole> {
    const opened = await openConsole(base, token);
    sockets.push(opened.socket);
    return opened;
  }

  async function guestOn(base: string): Promise<TestGuest> {
    const guest = await connectGuest(base, pluginId);
    sockets.push(guest.socket);
    return guest;
  }

  const feedOf = async (base: string): Promise<string[]> => {
    const answer = await api(base, 'GET', '/visitor/current-visitors?take=200', { token: owner.token });
    return answer.body.data.map((visitor: LooseJson) => visitor.visitorId);
  };

  beforeAll(async () => {
    database = await freshDatabase(url!);
    cluster = await startCluster(database.url, NODES, {
      CHAT_PRIORITY_AFTER: String(PRIORITY_AFTER_S),
      CHAT_UNATTENDED_AFTER: String(UNATTENDED_AFTER_S),
      AGENT_INACTIVITY_END_AFTER: String(INACTIVITY_END_S),
      VISITOR_INACTIVITY_END_AFTER: String(INACTIVITY_END_S),
    });
    sql = postgres(database.url, { max: 1, onnotice: () => undefined });
    [{ plugin_id: pluginId }] = await sql`SELECT plugin_id FROM widgets LIMIT 1`;
    const ownerLogin = await signIn('owner@example.com', 'Owner#Demo1');
    const agentLogin = await signIn('agent@example.com', 'Agent#Demo1');
    owner = { token: ownerLogin.accessToken, id: ownerLogin._id };
    agent = { token: agentLogin.accessToken, id: agentLogin._id, name: agentLogin.fullName };
    await goOnline(owner.token);
    await goOnline(agent.token);
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await sql?.end();
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  return {
    sockets,
    nodeUrl,
    recorder,
    guestOn,
    feedOf,
    state: (): ClusterState => ({ cluster, sql, pluginId, owner, agent }),
  };
}

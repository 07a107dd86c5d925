import postgres from 'postgres';
import { deliveryReport, openChatTraffic, recoveryMs, sendSteadily } from './support/chat-traffic';
import type { RunningCluster } from './support/cluster-process';
import { eventually } from './support/fresh-postgres';
import { postgresFaults } from './support/postgres-faults';
import { api, sleep, type LooseJson } from './support/test-server';
import { describeIfPostgres, itIf } from './support/postgres-suite';
import { clusterFixture, heardFor, INACTIVITY_END_S, NODES, UNATTENDED_AFTER_S } from './support/cluster-fixture';

// Runs only with TEST_DATABASE_URL (a PostgreSQL role that may create databases): `start:cluster` with three
// nodes behind its balancer (support/cluster-fixture.ts). Nodes are reached directly (their own loopback
// ports) where a test needs a given node, and through the balancer otherwise. Kills of a node mid-work are in
// cluster-kills.test.ts.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);
// The PostgreSQL that with-postgres.ts started for this run, which the suite may restart.
const faults = url ? postgresFaults(url) : null;
const itWithOwnPostgres = itIf(faults, 'TEST_POSTGRES_DATA and TEST_POSTGRES_BIN are not set (with-postgres.ts sets them for the PostgreSQL it starts, which this test restarts)');
const NODE_EXITED = /node \d+ \(pid \d+\) [^\n]*; its clients reconnect/g;

describeWithPostgres('several nodes behind the balancer (start:cluster)', () => {
  const fx = clusterFixture(url);
  const { sockets, nodeUrl, recorder, guestOn, feedOf } = fx;
  let cluster: RunningCluster;
  let sql: postgres.Sql;
  let owner: { token: string; id: string };
  let agent: { token: string; id: string; name: string };
  let pluginId: string;
  beforeAll(() => {
    ({ cluster, sql, owner, agent, pluginId } = fx.state());
  });

  it('lets a guest on node 1 chat with an agent on node 2, and lists every node\'s guests on every node', async () => {
    const agentOn2 = await recorder(nodeUrl(1), agent.token);
    const first = await guestOn(nodeUrl(0));
    const third = await guestOn(nodeUrl(2));
    const both = [first.hello.visitorId, third.hello.visitorId];

    for (let index = 0; index < NODES; index += 1) {
      await eventually(async () => {
        const feed = await feedOf(nodeUrl(index));
        return both.every((id) => feed.includes(id));
      }, 10_000);
      // A console connecting to any node is told of the guests of all of them.
      const watcher = await recorder(nodeUrl(index), owner.token);
      await eventually(() => watcher.heard.some((entry) => entry.event === 'active-visitors-are'), 5_000);
      const listed = watcher.heard.find((entry) => entry.event === 'active-visitors-are')!.payload.visitorIds;
      expect(listed).toEqual(expect.arrayContaining(both));
      watcher.socket.close();
    }

    const initialized = new Promise<LooseJson>((resolve) => agentOn2.socket.once('chat-initialized', resolve));
    expect(await first.socket.emitWithAck('visitor:message', { clientMessageId: 'n1-1', bodyText: 'Hello from node 1' })).toMatchObject({ ok: true });
    const incoming = await initialized;
    expect(incoming).toMatchObject({ visitorId: first.hello.visitorId });
    const accepted = api(nodeUrl(1), 'POST', '/visitor/accept-chat', { token: agent.token, body: { visitorId: first.hello.visitorId, guestId: incoming.guestId } });
    const guestTold = new Promise<LooseJson>((resolve) => first.socket.once('widget:chat-accepted', resolve));
    expect((await accepted).status).toBe(200);
    expect(await guestTold).toMatchObject({ chatId: incoming.chatId });

    const toGuest = new Promise<LooseJson>((resolve) => first.socket.once('widget:message', resolve));
    const payload = { visitorId: first.hello.visitorId, guestId: incoming.guestId, agentId: agent.id, bodyText: 'Hello from node 2', agentName: agent.name, agentPhoto: null, messageId: 'n2-1' };
    expect(await agentOn2.socket.emitWithAck('inbound-agent', payload)).toMatchObject({ ok: true, seq: 2 });
    expect(await toGuest).toMatchObject({ chatId: incoming.chatId, seq: 2, bodyText: 'Hello from node 2' });

    const toAgent = new Promise<LooseJson>((resolve) => agentOn2.socket.once('outbound-agent', resolve));
    await first.socket.emitWithAck('visitor:message', { clientMessageId: 'n1-2', bodyText: 'Thanks' });
    expect(await toAgent).toMatchObject({ chatId: incoming.chatId, seq: 3, bodyText: 'Thanks' });

    // Node 1's guest leaves: no node lists it any more; node 3's stays.
    first.socket.close();
    for (let index = 0; index < NODES; index += 1) {
      await eventually(async () => {
        const feed = await feedOf(nodeUrl(index));
        return !feed.includes(first.hello.visitorId) && feed.includes(third.hello.visitorId);
      }, 10_000);
    }
    third.socket.close();
  }, 90_000);

  it('turns a chat left alone Priority once and unattended once, whichever node each console is on', async () => {
    const consoles = await Promise.all([0, 1, 2].map((index) => recorder(nodeUrl(index), owner.token)));
    const guest = await guestOn(nodeUrl(2));
    const sent = await guest.socket.emitWithAck('visitor:message', { clientMessageId: 'alone-1', bodyText: 'Anyone there?' });
    const chatId = sent.message.chatId as string;
    await eventually(() => consoles.every((each) => heardFor(each, 'chat-ended', chatId).length > 0), (UNATTENDED_AFTER_S + 10) * 1000);
    // Time for a second firing on another node, had there been one (pg-boss polls each second).
    await sleep(3_000);
    for (const each of consoles) {
      const priority = each.heard.filter((entry) => entry.event === 'chat-not-accepted' && entry.payload.visitorId === guest.hello.visitorId);
      expect(priority).toHaveLength(1);
      expect(heardFor(each, 'chat-ended', chatId).map((entry) => entry.payload.status)).toEqual([4]);
      expect(heardFor(each, 'new-chat-history', chatId)).toHaveLength(1);
    }
    const [row] = await sql`SELECT state, status, priority FROM chats WHERE id = ${chatId}`;
    expect(row).toEqual({ state: 'ended', status: 4, priority: true });
    console.log(`cluster: a chat left alone on ${NODES} nodes turned Priority ${1}x and unattended ${1}x on each of ${consoles.length} consoles (one per node)`);
  }, 60_000);

  it('ends an idle chat once, however many nodes there are', async () => {
    const consoles = await Promise.all([0, 1, 2].map((index) => recorder(nodeUrl(index), owner.token)));
    const agentOn1 = await recorder(nodeUrl(0), agent.token);
    const guest = await guestOn(nodeUrl(1));
    const initialized = new Promise<LooseJson>((resolve) => agentOn1.socket.once('chat-initialized', resolve));
    await guest.socket.emitWithAck('visitor:message', { clientMessageId: 'idle-1', bodyText: 'Quick question' });
    const incoming = await initialized;
    expect((await api(nodeUrl(0), 'POST', '/visitor/accept-chat', { token: agent.token, body: { visitorId: guest.hello.visitorId, guestId: incoming.guestId } })).status).toBe(200);
    const payload = { visitorId: guest.hello.visitorId, guestId: incoming.guestId, agentId: agent.id, bodyText: 'Yes?', agentName: agent.name, agentPhoto: null, messageId: 'idle-a1' };
    expect(await agentOn1.socket.emitWithAck('inbound-agent', payload)).toMatchObject({ ok: true });
    // The agent wrote last: the guest's silence ends it (status 2) after the inactivity time.
    await eventually(() => heardFor(agentOn1, 'chat-ended', incoming.chatId).length > 0, (INACTIVITY_END_S + 10) * 1000);
    await sleep(3_000);
    for (const each of [...consoles, agentOn1]) expect(heardFor(each, 'chat-ended', incoming.chatId).map((entry) => entry.payload.status)).toEqual([2]);
    expect(guest.heard.filter((entry) => entry.event === 'widget:chat-ended')).toHaveLength(1);
  }, 60_000);

  itWithOwnPostgres('survives a PostgreSQL restart mid-chat: no node exits, sends are refused for a retry meanwhile, nothing acknowledged is lost', async () => {
    const traffic = await openChatTraffic(cluster.url, pluginId, agent, 4);
    sockets.push(...traffic.sockets);
    const serving = [...cluster.nodes.values()].map((node) => node.pid).sort();
    const from = cluster.output().length;
    const senders = sendSteadily(traffic, agent);
    await sleep(1_500);
    const restartedAt = Date.now();
    const answeredAt = await faults!.restart();
    // Traffic goes on after PostgreSQL is back; every sender must be acknowledged again within 5 s.
    await sleep(6_000);
    senders.stop();
    await senders.done;
    const recovery = recoveryMs(senders.logs, answeredAt);

    const everythingSeen = () =>
      traffic.chats.every((chat, i) => {
        const fromGuest = senders.logs.find((log) => log.sender === `guest ${i}`)!.acks.map((ack) => ack.bodyText);
        const fromAgent = senders.logs.find((log) => log.sender === `agent to ${i}`)!.acks.map((ack) => ack.bodyText);
        const seenByAgent = traffic.agentInbox.bodies(chat.chatId, 'inbound');
        const seenByGuest = chat.inbox.bodies(chat.chatId, 'outbound');
        return fromGuest.every((body) => seenByAgent.includes(body)) && fromAgent.every((body) => seenByGuest.includes(body));
      });
    await eventually(everythingSeen, 15_000).catch(() => undefined);
    const report = await deliveryReport(traffic, senders.logs, sql);
    expect(report.lost).toEqual([]);
    expect(report.duplicated).toBe(0);
    expect(report.outOfOrder).toEqual([]);
    // The widget and the console give up on a refusal without retryAfterMs: none may come from the outage.
    expect(senders.logs.flatMap((log) => log.refusedForGood)).toEqual([]);
    expect(recovery).toBeLessThan(5_000);
    expect(cluster.output().slice(from).match(NODE_EXITED)).toBeNull();
    expect([...cluster.nodes.values()].map((node) => node.pid).sort()).toEqual(serving);
    for (const index of [0, 1, 2]) {
      await eventually(async () => (await fetch(`${nodeUrl(index)}/readyz`)).status === 200, 5_000);
    }
    traffic.sockets.forEach((socket) => socket.close());
    console.log(
      `cluster: PostgreSQL restarted (pg_ctl restart -m fast) under ${senders.logs.length} senders on ${NODES} nodes; it answered again after ` +
        `${((answeredAt - restartedAt) / 1000).toFixed(1)} s; every sender acknowledged again ${(recovery / 1000).toFixed(2)} s later; ` +
        `${report.acknowledged} acknowledged messages, ${report.lost.length} lost, ${report.duplicated} duplicated, no node exited`,
    );
  }, 120_000);
});

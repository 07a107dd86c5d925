/** @jest-environment ./test/support/pglite-environment.cjs */
// Teamwork inside a chat (issue 26) on the real server: transfer to an agent and to a department, notes
// and mentions kept from the guest, the soft lock, take-over, and concurrent moves leaving one holder.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { chatHolds, chats, departmentMembers } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { heldChat } from './support/teamwork-scene';
import { api, nextEvent, outboxFor, sleep, type LooseJson } from './support/test-server';
import { createDepartment, guestBarrier, heardOf, type TestAgent, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();
const { agent } = fx;

const say = (g: TestGuest, bodyText: string, clientMessageId: string = randomUUID()): Promise<LooseJson> =>
  g.socket.emitWithAck('visitor:message', { clientMessageId, bodyText });
const write = (a: TestAgent, visitorId: string, bodyText: string): Promise<LooseJson> =>
  a.socket.emitWithAck('inbound-agent', { visitorId, guestId: 1, agentId: a.id, bodyText, agentName: 'x', agentPhoto: null, messageId: randomUUID() });
const post = (token: string, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token, body });
const get = (token: string, path: string) => api(fx.t.url, 'GET', path, { token });

const holderOf = async (chatId: string) => (await fx.t.server.ctx.db.select().from(chats).where(eq(chats.id, chatId)))[0];

describe('transfer to an agent', () => {
  it('moves the chat at once; the guest keeps typing and every message reaches the new holder once, in order', async () => {
    const s = await heldChat(fx);
    const told = nextEvent(s.colleague.socket, 'chat-holder-changed');
    const lineHeard = nextEvent(s.visitor.socket, 'widget:chat-accepted');
    // The guest types while the move happens.
    const typing = (async () => {
      for (let i = 1; i <= 10; i += 1) {
        expect((await say(s.visitor, `during ${i}`)).ok).toBe(true);
      }
    })();
    const moved = await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id, note: 'Billing: knows refunds' });
    await typing;
    expect(moved.status).toBe(200);
    expect(moved.body.holding).toMatchObject({ holderId: s.colleague.id, state: 'active', waitingFor: null });
    expect(moved.body.activity).toMatchObject({ kind: 'transfer-agent', fromAgentId: s.sales.id, toAgentId: s.colleague.id, note: 'Billing: knows refunds' });
    const event = await told;
    expect(event).toMatchObject({ chatId: s.chatId, previousHolderId: s.sales.id, holding: { holderId: s.colleague.id } });
    expect((await lineHeard).chatId).toBe(s.chatId);
    // The new holder's catch-up plus what it heard live: each guest message once, in seq order.
    const sync = await s.colleague.socket.emitWithAck('sync-chat', { chatId: s.chatId, afterSeq: 0 });
    const texts = (sync.messages as LooseJson[]).filter((m) => m.direction === 'inbound').map((m) => m.bodyText);
    expect(texts).toEqual(['I have a billing question', ...Array.from({ length: 10 }, (_, i) => `during ${i + 1}`)]);
    const seqs = (sync.messages as LooseJson[]).map((m) => m.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    // One system line for the guest, in the widget's catch-up too.
    const guestSync = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
    const lines = (guestSync.messages as LooseJson[]).filter((m) => String(m.bodyText).startsWith('[system]'));
    expect(lines.map((m) => m.bodyText)).toEqual([`[system]You are now chatting with ${(await holderOf(s.chatId)).agentName ?? ''}`]);
    // The new holder writes to the guest; the former one is refused with the soft lock's 403.
    expect((await write(s.colleague, s.visitorId, 'Hi, I can help with refunds')).ok).toBe(true);
    const stale = await write(s.sales, s.visitorId, 'still here?');
    expect(stale).toEqual({ ok: false, status: 403, message: TEAMWORK_TEXTS.heldBy((await holderOf(s.chatId)).agentName ?? '') });
    // Both holds are kept: the former holder from the accept to the transfer, the new one open.
    const holds = await fx.t.server.ctx.db.select().from(chatHolds).where(eq(chatHolds.chatId, s.chatId));
    expect(holds.map((h) => [h.agentId, h.untilAt === null])).toEqual(
      expect.arrayContaining([
        [s.sales.id, false],
        [s.colleague.id, true],
      ]),
    );
    // The former holder still reads the chat they wrote in, but no longer writes to it.
    expect((await get(s.sales.token, `/chat/teamwork?chatId=${s.chatId}`)).status).toBe(200);
  });

  it('refuses offline agents, agents outside the departments, the holder itself and unknown ids', async () => {
    const s = await heldChat(fx);
    const offline = await agent({ clientId: s.owner.id, online: false });
    await fx.t.server.ctx.db.insert(departmentMembers).values({ departmentId: s.salesDept, userId: offline.id });
    fx.t.server.ctx.audience.forget(s.owner.id);
    const stranger = await agent();
    for (const agentId of [offline.id, s.support.id, stranger.id, 'nobody']) {
      const refused = await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId });
      expect([refused.status, refused.body.message]).toEqual([400, TEAMWORK_TEXTS.targetUnavailable]);
    }
    expect((await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.sales.id })).status).toBe(400);
    expect((await post(s.sales.token, '/chat/transfer', { chatId: s.chatId })).body.message).toBe(TEAMWORK_TEXTS.oneTarget);
    expect((await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id, note: 'x'.repeat(501) })).status).toBe(400);
    // The targets offered are exactly the ones the server takes.
    const targets = await get(s.sales.token, `/chat/transfer-targets?chatId=${s.chatId}`);
    const offered = (targets.body.agents as LooseJson[]).map((a) => a.agentId);
    expect(offered).toEqual(expect.arrayContaining([s.colleague.id, s.owner.id, s.manager.id]));
    expect(offered).not.toEqual(expect.arrayContaining([s.sales.id]));
    for (const refused of [offline.id, s.support.id, stranger.id]) expect(offered).not.toContain(refused);
    expect((targets.body.departments as LooseJson[]).map((d) => d.departmentId)).toContain(s.salesDept);
  });
});

describe('transfer to a department', () => {
  it('makes the chat pending for that department; the former holder reads it while it waits; first accept wins', async () => {
    const s = await heldChat(fx);
    const billing = await createDepartment(fx.t.server, s.owner.id, [s.support.id]);
    const offered = nextEvent(s.support.socket, 'chat-initialized');
    const moved = await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, departmentId: billing });
    expect(moved.status).toBe(200);
    expect(moved.body.holding).toMatchObject({ state: 'pending', holderId: null, waitingFor: { departmentId: billing } });
    expect((await offered).chatId).toBe(s.chatId);
    // Waiting: the guest's next message reaches the former holder (read-only) and the department.
    const formerHears = nextEvent(s.sales.socket, 'outbound-agent');
    await say(s.visitor, 'hello?');
    expect((await formerHears).bodyText).toBe('hello?');
    expect((await write(s.sales, s.visitorId, 'I am still here'))).toMatchObject({ ok: false, status: 403, message: TEAMWORK_TEXTS.notHeld });
    const ended = nextEvent(s.sales.socket, 'chat-holder-changed');
    const accepts = await Promise.all([post(s.support.token, '/visitor/accept-chat', { visitorId: s.visitorId }), post(s.owner.token, '/visitor/accept-chat', { visitorId: s.visitorId })]);
    expect(accepts.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = accepts[0].status === 200 ? s.support : s.owner;
    const loserAnswer = accepts[0].status === 200 ? accepts[1] : accepts[0];
    expect(loserAnswer.body.message).toMatch(/^Chat of Guest\d+ is already accepted by /);
    expect(await ended).toMatchObject({ activity: { kind: 'accept-transfer', fromAgentId: s.sales.id, toAgentId: winner.id }, holding: { holderId: winner.id } });
    const chat = await holderOf(s.chatId);
    expect([chat.state, chat.agentId, chat.waitingDepartmentId]).toEqual(['active', winner.id, null]);
    const record = await get(s.owner.token, `/chat/teamwork?chatId=${s.chatId}`);
    expect((record.body.activity as LooseJson[]).map((a) => a.kind)).toEqual(['transfer-department', 'accept-transfer']);
  });
});

describe('notes and mentions', () => {
  it('reach the staff and the mentioned colleague, never the guest', async () => {
    const s = await heldChat(fx);
    const guestEvents = s.visitor.heard.length;
    const mentioned = nextEvent(s.support.socket, 'mention');
    const ack = await s.sales.socket.emitWithAck('chat-note', {
      chatId: s.chatId,
      bodyText: '<img src=x onerror=alert(1)> @Support please check the invoice',
      noteId: 'n-1',
      mentions: [s.support.id],
    });
    expect(ack).toMatchObject({ ok: true, note: { bodyText: '<img src=x onerror=alert(1)> @Support please check the invoice', mentions: [s.support.id] } });
    // A resend (same noteId) is stored once.
    const again = await s.sales.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: 'different', noteId: 'n-1', mentions: [] });
    expect(again.note.id).toBe(ack.note.id);
    const mention = await mentioned;
    expect(mention).toMatchObject({ chatId: s.chatId, visitorId: s.visitorId, excerpt: expect.stringContaining('please check'), read: false });
    const page = await get(s.support.token, '/chat/mentions');
    expect(page.body.unread).toBe(1);
    expect((await post(s.support.token, '/chat/mentions/read', { ids: [mention.id] })).body).toEqual({ unread: 0 });
    // Nothing of it on the guest's side: no event, no catch-up, no message. A message the holder writes
    // after it reaches the guest: a note sent their way would have arrived before it.
    await guestBarrier(s.sales, s.visitor);
    const guestHeard = JSON.stringify(s.visitor.heard.slice(guestEvents));
    expect(guestHeard).not.toContain('invoice');
    const guestSync = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
    expect(JSON.stringify(guestSync)).not.toContain('invoice');
    // Staff read it in the chat's record.
    const record = await get(s.owner.token, `/chat/teamwork?chatId=${s.chatId}`);
    expect((record.body.notes as LooseJson[]).map((n) => n.noteId)).toEqual(['n-1']);
  });

  it('refuses mentions of strangers, empty and oversized notes, and notes on chats the caller may not read', async () => {
    const s = await heldChat(fx);
    const stranger = await agent();
    const note = (a: TestAgent, body: Record<string, unknown>) => a.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: 'hi', noteId: randomUUID(), mentions: [], ...body });
    expect(await note(s.sales, { mentions: [stranger.id] })).toMatchObject({ ok: false, message: TEAMWORK_TEXTS.unknownMention });
    expect(await note(s.sales, { bodyText: '   ' })).toMatchObject({ ok: false });
    expect(await note(s.sales, { bodyText: 'x'.repeat(2001) })).toMatchObject({ ok: false });
    expect(await note(s.sales, { mentions: ['toString', '__proto__'] })).toMatchObject({ ok: false, message: TEAMWORK_TEXTS.unknownMention });
    expect(await note(stranger, {})).toMatchObject({ ok: false, message: 'Chat not found' });
    expect(await note(s.support, {})).toMatchObject({ ok: false, message: 'Chat not found' });
    expect(await note(s.owner, {})).toMatchObject({ ok: true });
  });
});

describe('supervisors', () => {
  it('see the active chats (agents do not), take over, and the former holder is locked out', async () => {
    const s = await heldChat(fx);
    expect((await get(s.sales.token, '/chat/active-chats')).status).toBe(403);
    const list = await get(s.owner.token, '/chat/active-chats');
    expect(list.body.chats).toEqual([expect.objectContaining({ chatId: s.chatId, agentId: s.sales.id, waitingSince: expect.any(String), lastMessage: expect.objectContaining({ bodyText: 'I have a billing question' }) })]);
    expect((await get(s.manager.token, '/chat/active-chats')).body.chats.map((c: LooseJson) => c.chatId)).toEqual([s.chatId]);
    // An agent may not take over a colleague's chat, which they may not even read.
    expect((await post(s.colleague.token, '/chat/take-over', { chatId: s.chatId })).status).toBe(404);
    const told = nextEvent(s.sales.socket, 'chat-holder-changed');
    const taken = await post(s.manager.token, '/chat/take-over', { chatId: s.chatId });
    expect(taken.status).toBe(200);
    expect(await told).toMatchObject({ activity: { kind: 'take-over', actorId: s.manager.id }, holding: { holderId: s.manager.id } });
    const refused = await write(s.sales, s.visitorId, 'me again');
    expect(refused.ok).toBe(false);
    expect((await write(s.manager, s.visitorId, 'Manager here')).ok).toBe(true);
    // The manager holds it now: the owner may take it over from a manager, a manager may not from the owner.
    expect((await post(s.owner.token, '/chat/take-over', { chatId: s.chatId })).status).toBe(200);
    expect((await post(s.manager.token, '/chat/take-over', { chatId: s.chatId })).status).toBe(403);
  });

  it('two take-overs and a transfer at the same moment leave exactly one holder', async () => {
    const s = await heldChat(fx);
    const coAdmin = await agent({ clientId: s.owner.id, role: 'co_client' });
    // Each acts on the holder it saw (the console sends it): whoever commits first moves it, the others hear 409.
    const holderId = s.sales.id;
    const answers = await Promise.all([
      post(s.owner.token, '/chat/take-over', { chatId: s.chatId, holderId }),
      post(coAdmin.token, '/chat/take-over', { chatId: s.chatId, holderId }),
      post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id, holderId }),
    ]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expect([lost.status, lost.body.message]).toEqual([409, TEAMWORK_TEXTS.chatChanged]);
    const chat = await holderOf(s.chatId);
    expect(chat.agentId).toBe(won[0].body.holding.holderId);
    const open = (await fx.t.server.ctx.db.select().from(chatHolds).where(eq(chatHolds.chatId, s.chatId))).filter((h) => h.untilAt === null);
    expect(open.map((h) => h.agentId)).toEqual([chat.agentId]);
  });

  it('without the holder seen, concurrent moves still chain: each starts from the holder the previous left', async () => {
    const s = await heldChat(fx);
    const coAdmin = await agent({ clientId: s.owner.id, role: 'co_client' });
    const answers = await Promise.all([
      post(s.owner.token, '/chat/take-over', { chatId: s.chatId }),
      post(coAdmin.token, '/chat/take-over', { chatId: s.chatId }),
      post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id }),
    ]);
    // Both take-overs win whatever the order (each from the holder it finds); the holder's transfer wins
    // only when it runs first, else the holder is no longer the holder: 403, it may not transfer.
    const [byOwner, byCoAdmin, transfer] = answers;
    expect([byOwner.status, byOwner.body.activity]).toEqual([200, expect.objectContaining({ kind: 'take-over', actorId: s.owner.id, toAgentId: s.owner.id })]);
    expect([byCoAdmin.status, byCoAdmin.body.activity]).toEqual([200, expect.objectContaining({ kind: 'take-over', actorId: coAdmin.id, toAgentId: coAdmin.id })]);
    if (transfer.status === 200) expect(transfer.body.activity).toMatchObject({ kind: 'transfer-agent', fromAgentId: s.sales.id, toAgentId: s.colleague.id });
    else expect([transfer.status, transfer.body.message]).toEqual([403, TEAMWORK_TEXTS.mayNotTransfer]);
    const record = (await get(s.owner.token, `/chat/teamwork?chatId=${s.chatId}`)).body.activity as LooseJson[];
    expect(record).toHaveLength(transfer.status === 200 ? 3 : 2);
    let holder: string | null = s.sales.id;
    for (const move of record) {
      expect(move.fromAgentId).toBe(holder);
      holder = move.toAgentId;
    }
    expect((await holderOf(s.chatId)).agentId).toBe(holder);
  });

  it("answers another account's chat ids like unknown ones", async () => {
    const s = await heldChat(fx);
    const stranger = await agent();
    for (const [method, path, body] of [
      ['POST', '/chat/take-over', { chatId: s.chatId }],
      ['POST', '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id }],
      ['GET', `/chat/transfer-targets?chatId=${s.chatId}`, undefined],
      ['GET', `/chat/teamwork?chatId=${s.chatId}`, undefined],
    ] as const) {
      const answer = await api(fx.t.url, method, path, { token: stranger.token, body });
      expect([path, answer.status, answer.body.message]).toEqual([path, 404, 'Chat not found']);
    }
  });
});

describe('who is viewing and typing', () => {
  it('tells the others with the chat open, and clears a viewer whose connection drops', async () => {
    const s = await heldChat(fx);
    expect(await s.owner.socket.emitWithAck('chat-viewing', { chatId: s.chatId, viewing: true, typing: null })).toEqual({ ok: true });
    const seen = nextEvent(s.owner.socket, 'chat-presence');
    expect(await s.sales.socket.emitWithAck('chat-viewing', { chatId: s.chatId, viewing: true, typing: 'note' })).toEqual({ ok: true });
    expect(await seen).toMatchObject({ chatId: s.chatId, viewing: true, viewer: { userId: s.sales.id, typing: 'note' } });
    // A colleague who may not read the chat is not let in.
    expect(await s.support.socket.emitWithAck('chat-viewing', { chatId: s.chatId, viewing: true, typing: null })).toEqual({ ok: false });
    const gone = nextEvent(s.owner.socket, 'chat-presence');
    s.sales.socket.disconnect();
    expect(await gone).toMatchObject({ viewing: false, viewer: { userId: s.sales.id } });
    expect(heardOf(s.support, 'chat-presence')).toEqual([]);
  });
});

describe('the chat record', () => {
  it('keeps notes, transfers and take-overs for staff in the history views, and out of the transcript mail', async () => {
    const s = await heldChat(fx);
    const widget = (await api(fx.t.url, 'POST', '/widget/get-widgets', { token: s.owner.token })).body.find((w: LooseJson) => w._id === s.widget.id);
    expect((await api(fx.t.url, 'PATCH', '/widget/update', { token: s.owner.token, body: { ...widget, widgetId: s.widget.id, department: widget.department?.[0]?.ids ?? null, emailTranscript: true } })).status).toBe(200);
    const email = `guest-${randomUUID().slice(0, 6)}@example.com`;
    expect(await s.visitor.socket.emitWithAck('visitor:email', { email })).toEqual({ ok: true });
    expect((await s.sales.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: 'secret refund policy', noteId: 'n-h', mentions: [] })).ok).toBe(true);
    expect((await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id, note: 'handing over' })).status).toBe(200);
    expect((await post(s.owner.token, '/chat/take-over', { chatId: s.chatId })).status).toBe(200);
    expect((await post(s.owner.token, '/chat/end-chat-by-agent', { visitorId: s.visitorId })).status).toBe(200);
    const item = (await get(s.owner.token, `/chat/single-chat-history/${s.chatId}`)).body;
    expect(item.notes.map((n: LooseJson) => n.bodyText)).toEqual(['secret refund policy']);
    expect(item.activity.map((a: LooseJson) => [a.kind, a.note])).toEqual([
      ['transfer-agent', 'handing over'],
      ['take-over', ''],
    ]);
    // Each former holder finds it in their history; the colleague who never held it does not.
    expect((await get(s.sales.token, `/chat/single-chat-history/${s.chatId}`)).body?.chatId).toBe(s.chatId);
    expect((await get(s.colleague.token, `/chat/single-chat-history/${s.chatId}`)).body?.chatId).toBe(s.chatId);
    expect((await get(s.support.token, `/chat/single-chat-history/${s.chatId}`)).body).toBeUndefined();
    const rowId = (await holderOf(s.chatId)).visitorRowId;
    const contact = (await get(s.owner.token, `/chat/get-contact-conversation?visitorid=${rowId}`)).body as LooseJson[];
    expect(contact.filter((i) => i.kind === 'note').map((i) => i.bodyText)).toEqual(['secret refund policy']);
    expect(contact.filter((i) => i.kind === 'activity').map((i) => i.activityKind)).toEqual(['transfer-agent', 'take-over']);
    let mails: LooseJson[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i += 1) {
      mails = await outboxFor(fx.t.dataDir, email);
      await sleep(40);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('You are now chatting with');
    expect(mails[0].text).not.toContain('[system]');
    expect(`${mails[0].text}${mails[0].html}`).not.toMatch(/secret refund|handing over/);
  });
});

describe('agent metrics of a transferred chat', () => {
  it('count it for each agent who held it, from when they got it', async () => {
    const s = await heldChat(fx);
    expect((await write(s.sales, s.visitorId, 'Let me look')).ok).toBe(true);
    await sleep(1100);
    expect((await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id })).status).toBe(200);
    await sleep(1100);
    expect((await write(s.colleague, s.visitorId, 'Refund done')).ok).toBe(true);
    const list = async (agentId: string) =>
      (await get(s.owner.token, `/user-metrics/first-chat-ans-list?agentId=${agentId}&duration=today`)).body.data as LooseJson[];
    const [first] = await list(s.sales.id);
    const [second] = await list(s.colleague.id);
    expect(first).toMatchObject({ chatId: s.chatId, responseTime: 0 });
    // The colleague answered about a second after getting it; they waited for nobody (handed over directly).
    expect(second).toMatchObject({ chatId: s.chatId, responseTime: 1, waitTime: 0, ended: false });
    expect(first.totalTimeSpent).toBeGreaterThanOrEqual(1);
  });
});

describe('a file as a note', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(40, 1)]);
  const upload = (token: string, chatId: string) => {
    const form = new FormData();
    form.append('chatId', chatId);
    form.append('noteId', randomUUID());
    form.append('file', new Blob([new Uint8Array(PNG)]), 'screenshot.png');
    return fetch(`${fx.t.url}/api/chat/note-attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  it('is stored as a note for staff who may read the chat, and a typed file marker is refused', async () => {
    const s = await heldChat(fx);
    const guestEvents = s.visitor.heard.length;
    const answer = await upload(s.sales.token, s.chatId);
    expect(answer.status).toBe(200);
    const { note } = (await answer.json()) as LooseJson;
    expect(note.bodyText).toMatch(/^\[attachment\].+\.png$/);
    const fileName = note.bodyText.slice('[attachment]'.length);
    const download = (token: string) => fetch(`${fx.t.url}/api/chat/attachments/${fileName}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await download(s.owner.token)).status).toBe(200);
    expect((await download(s.support.token)).status).toBe(404);
    expect((await upload(s.support.token, s.chatId)).status).toBe(404);
    // Typing the marker would name a file of this or another chat: refused.
    const typed = await s.sales.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: `[attachment]${fileName}`, noteId: randomUUID(), mentions: [] });
    expect(typed.ok).toBe(false);
    await guestBarrier(s.sales, s.visitor);
    expect(JSON.stringify(s.visitor.heard.slice(guestEvents))).not.toContain(fileName);
  });
});

describe('a mentioned colleague', () => {
  it('reads the chat (catch-up, conversation, room) though it is not theirs, and writes only notes', async () => {
    const s = await heldChat(fx);
    expect((await get(s.support.token, `/chat/teamwork?chatId=${s.chatId}`)).status).toBe(404);
    const ack = await s.sales.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: '@Support have a look', noteId: randomUUID(), mentions: [s.support.id] });
    expect(ack.ok).toBe(true);
    expect((await get(s.support.token, `/chat/teamwork?chatId=${s.chatId}`)).status).toBe(200);
    const opened = await post(s.support.token, '/chat/dashboard-conversation', { visitorId: s.visitorId });
    expect(opened.status).toBe(200);
    expect(opened.body.ongoing.chatId).toBe(s.chatId);
    expect(await s.support.socket.emitWithAck('join-chat-room', { visitorId: s.visitorId })).toEqual({ ok: true });
    const live = nextEvent(s.support.socket, 'outbound-agent');
    await say(s.visitor, 'anyone from support?');
    expect((await live).bodyText).toBe('anyone from support?');
    expect(await write(s.support, s.visitorId, 'hello')).toMatchObject({ ok: false, status: 403 });
    expect((await s.support.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: 'on it', noteId: randomUUID(), mentions: [] })).ok).toBe(true);
  });
});

describe('a move repeated after its answer was lost', () => {
  it('is answered as done once more, with the same record and one system line', async () => {
    const s = await heldChat(fx);
    const body = { chatId: s.chatId, agentId: s.colleague.id, holderId: s.sales.id, note: 'yours' };
    const first = await post(s.sales.token, '/chat/transfer', body);
    const again = await post(s.sales.token, '/chat/transfer', body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.activity.id).toBe(first.body.activity.id);
    const record = (await get(s.owner.token, `/chat/teamwork?chatId=${s.chatId}`)).body.activity as LooseJson[];
    expect(record).toHaveLength(1);
    const guestSync = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
    expect((guestSync.messages as LooseJson[]).filter((m) => String(m.bodyText).startsWith('[system]'))).toHaveLength(1);
    // Someone else's call from the same holder is still refused: the chat moved on.
    expect((await post(s.owner.token, '/chat/transfer', { ...body, agentId: s.manager.id })).status).toBe(409);
    const taken = await post(s.owner.token, '/chat/take-over', { chatId: s.chatId, holderId: s.colleague.id });
    const takenAgain = await post(s.owner.token, '/chat/take-over', { chatId: s.chatId, holderId: s.colleague.id });
    expect([taken.status, takenAgain.status]).toEqual([200, 200]);
    expect(takenAgain.body.activity.id).toBe(taken.body.activity.id);
  });
});

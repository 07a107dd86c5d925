/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE } from '../src/attachments/attachment-files';
import { chatMessages, chats } from '../src/db/schema';
import { api, nextEvent, sendForm } from './support/test-server';
import { salesAccount, createWidget } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();
const { agent, guest } = fx;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(40, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function upload(pluginId: string, visitorId: string, data: Buffer, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('pluginId', pluginId);
  form.append('visitorId', visitorId);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return sendForm(fx.t.url, 'POST', '/visitor-widget/attachments', form);
}

async function download(token: string, fileName: string) {
  const response = await fetch(`${fx.t.url}/api/chat/attachments/${fileName}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

/** An owner, a Sales agent and a Support agent, a Sales widget, and a guest whose chat the Sales agent accepted. */
async function acceptedChat() {
  const { owner, sales, support, widget } = await salesAccount(fx.t.server, agent);
  const visitor = await guest(widget.pluginId);
  const initialized = nextEvent(sales.socket, 'chat-initialized');
  await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Look at this' });
  const incoming = await initialized;
  expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: sales.token, body: { visitorId: visitor.hello.visitorId } })).status).toBe(200);
  return { owner, sales, support, widget, visitor, chatId: incoming.chatId as string };
}

describe('guest attachments', () => {
  it('stores an image checked by content and posts it as an attachment message to both sides', async () => {
    const s = await acceptedChat();
    const attachment = nextEvent(s.sales.socket, 'chat-attachment');
    const asMessage = nextEvent(s.sales.socket, 'outbound-agent');
    const toGuest = nextEvent(s.visitor.socket, 'widget:message');
    const answer = await upload(s.widget.pluginId, s.visitor.hello.visitorId, PNG, 'holiday photo.png', { clientMessageId: 'file-1' });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: { chatId: s.chatId, seq: 2, direction: 'inbound', clientMessageId: 'file-1' } } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const bodyText: string = answer.body.message.bodyText;
    const fileName = bodyText.replace('[attachment]', '');
    expect(fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await attachment).toMatchObject({ chatId: s.chatId, visitorId: s.visitor.hello.visitorId, seq: 2, bodyText, direction: 'inbound' });
    expect((await asMessage).bodyText).toBe(bodyText);
    expect((await toGuest).bodyText).toBe(bodyText);
    expect(await readdir(path.join(fx.t.dataDir, 'uploads', 'attachments'))).toContain(fileName);

    const got = await download(s.sales.token, fileName);
    expect(got.status).toBe(200);
    expect(got.data.equals(PNG)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect((await download(s.owner.token, fileName)).status).toBe(200);
  });

  it('accepts a PDF and serves it inline as application/pdf', async () => {
    const s = await acceptedChat();
    const answer = await upload(s.widget.pluginId, s.visitor.hello.visitorId, PDF, 'offer.pdf');
    expect(answer.status).toBe(200);
    const fileName = (answer.body.message.bodyText as string).replace('[attachment]', '');
    expect(fileName).toMatch(/\.pdf$/);
    const got = await download(s.sales.token, fileName);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toContain('inline');
  });

  it('refuses a text file renamed .png, an empty file and a file over 5 MB', async () => {
    const s = await acceptedChat();
    const fake = await upload(s.widget.pluginId, s.visitor.hello.visitorId, Buffer.from('just some text, not an image'), 'photo.png');
    expect(fake).toMatchObject({ status: 400, body: { message: ATTACHMENT_WRONG_TYPE } });
    const svg = await upload(s.widget.pluginId, s.visitor.hello.visitorId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg');
    expect(svg).toMatchObject({ status: 400, body: { message: ATTACHMENT_WRONG_TYPE } });
    const empty = await upload(s.widget.pluginId, s.visitor.hello.visitorId, Buffer.alloc(0), 'none.png');
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please choose a file' } });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(s.widget.pluginId, s.visitor.hello.visitorId, big, 'big.png');
    expect(tooBig).toMatchObject({ status: 413, body: { message: ATTACHMENT_TOO_LARGE } });
    const farTooBig = await upload(s.widget.pluginId, s.visitor.hello.visitorId, Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]), 'huge.png');
    expect(farTooBig).toMatchObject({ status: 413, body: { message: ATTACHMENT_TOO_LARGE } });
    expect(farTooBig.headers.get('access-control-allow-origin')).toBe('*');
    const synced = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
    expect(synced.messages).toHaveLength(1);
    // Just under the limit passes.
    const large = await upload(s.widget.pluginId, s.visitor.hello.visitorId, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - 1024)]), 'large.png');
    expect(large.status).toBe(200);
  });

  it('needs an open chat, a known guest of that widget, and an unblocked guest', async () => {
    const s = await acceptedChat();
    const quiet = await guest(s.widget.pluginId);
    expect(await upload(s.widget.pluginId, quiet.hello.visitorId, PNG, 'a.png')).toMatchObject({ status: 400, body: { message: 'Start a chat before sending a file' } });
    const otherWidget = await createWidget(fx.t.server, s.owner.id);
    expect((await upload(otherWidget.pluginId, s.visitor.hello.visitorId, PNG, 'a.png')).status).toBe(404);
    expect((await upload(s.widget.pluginId, 'unknown-visitor', PNG, 'a.png')).status).toBe(404);

    const body = { visitorId: s.visitor.hello.visitorId, pluginId: s.widget.pluginId, ipAddress: '' };
    expect((await api(fx.t.url, 'POST', '/guest/block-unblock', { token: s.owner.token, body })).status).toBe(200);
    expect(await upload(s.widget.pluginId, s.visitor.hello.visitorId, PNG, 'a.png')).toMatchObject({ status: 403, body: { message: 'You have been blocked' } });
  });

  it("lets only the chat's account (and departments) download an attachment", async () => {
    const s = await acceptedChat();
    const answer = await upload(s.widget.pluginId, s.visitor.hello.visitorId, PNG, 'a.png');
    const fileName = (answer.body.message.bodyText as string).replace('[attachment]', '');
    const stranger = await agent();
    expect((await download(stranger.token, fileName)).status).toBe(404);
    expect((await download(s.support.token, fileName)).status).toBe(404);
    expect((await download(s.sales.token, '../../jwt-secret')).status).toBe(404);
    expect((await download(s.sales.token, `${randomUUID()}.png`)).status).toBe(404);
    const anonymous = await fetch(`${fx.t.url}/api/chat/attachments/${fileName}`);
    expect(anonymous.status).toBe(401);
  });

  it("keeps a staff note's file from another account whose guest names it in an offline message", async () => {
    const s = await acceptedChat();
    const form = new FormData();
    form.append('chatId', s.chatId);
    form.append('noteId', randomUUID());
    form.append('file', new Blob([new Uint8Array(PNG)]), 'internal.png');
    const noted = await fetch(`${fx.t.url}/api/chat/note-attachment`, { method: 'POST', headers: { authorization: `Bearer ${s.sales.token}` }, body: form });
    expect(noted.status).toBe(200);
    const fileName = ((await noted.json()) as { note: { bodyText: string } }).note.bodyText.replace('[attachment]', '');
    const otherOwner = await agent();
    const otherWidget = await createWidget(fx.t.server, otherOwner.id);
    const otherGuest = await guest(otherWidget.pluginId);
    expect((await download(otherOwner.token, fileName)).status).toBe(404);
    const forged = await otherGuest.socket.emitWithAck('visitor:offline-message', { name: 'Mallory', email: 'mallory@example.com', message: `[attachment]${fileName}` });
    expect(forged).toMatchObject({ ok: false, error: 'Files are sent with the attachment button, not typed' });
    expect((await download(otherOwner.token, fileName)).status).toBe(404);
    // A message stored before the refusal (or by any other way in) still does not hand the file over.
    const plain = await otherGuest.socket.emitWithAck('visitor:offline-message', { name: 'Mallory', email: 'mallory@example.com', message: 'hello' });
    expect(plain).toEqual({ ok: true });
    const { db } = fx.t.server.ctx;
    const [offline] = await db.select({ id: chats.id }).from(chats).where(eq(chats.clientId, otherOwner.id));
    await db.update(chatMessages).set({ bodyText: `[attachment]${fileName}` }).where(eq(chatMessages.chatId, offline!.id));
    expect((await download(otherOwner.token, fileName)).status).toBe(404);
    expect((await download(s.owner.token, fileName)).status).toBe(200);
  });
});

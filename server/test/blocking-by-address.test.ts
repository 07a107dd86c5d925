/** @jest-environment ./test/support/pglite-environment.cjs */
// Blocking a guest refuses that guest and the account's guests at its address, and nobody else: guests on
// other addresses keep chatting, on their first message (no chat yet) and on later ones (the open chat's
// one-statement path). Each guest gets its address through X-Forwarded-For (trustProxy).
import { api } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { createWidget } from './support/visitor-helpers';

const fx = socketFixture({ trustProxy: true });
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const refused = { ok: false, error: 'You have been blocked', code: 'blocked' };

it("refuses the blocked guest and the guests at its address; the account's other guests chat on", async () => {
  const owner = await fx.agent();
  const widget = await createWidget(fx.t.server, owner.id);
  const blocked = await fx.guest(widget.pluginId, from('10.31.0.1'));
  const sameAddress = await fx.guest(widget.pluginId, from('10.31.0.1'));
  const chatting = await fx.guest(widget.pluginId, from('10.31.0.2'));
  const newcomer = await fx.guest(widget.pluginId, from('10.31.0.3'));
  const say = (who: typeof blocked, clientMessageId: string) => who.socket.emitWithAck('visitor:message', { clientMessageId, bodyText: clientMessageId });
  expect((await say(chatting, 'before-1')).ok).toBe(true);

  const body = { visitorId: blocked.hello.visitorId, pluginId: widget.pluginId, ipAddress: '10.31.0.1' };
  expect((await api(fx.t.url, 'POST', '/guest/block-unblock', { token: owner.token, body })).body).toMatchObject({ isBlocked: true });

  expect(await say(blocked, 'blocked-1')).toEqual(refused);
  expect(await say(sameAddress, 'same-1')).toEqual(refused);
  expect(await say(chatting, 'after-1')).toMatchObject({ ok: true, message: { seq: 2 } });
  expect(await say(newcomer, 'new-1')).toMatchObject({ ok: true, message: { seq: 1 } });
  expect(await say(newcomer, 'new-2')).toMatchObject({ ok: true, message: { seq: 2 } });
});

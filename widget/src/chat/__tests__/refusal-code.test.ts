// Issue 37: the server answers a guest's refusals in the widget's language, so the widget acts on a refusal's
// code (a block), never on its words; the upload asks for its refusals in the language the widget speaks.
import { VISITOR_BLOCKED, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import { loadWidgetLanguage } from '../../i18n/widget-texts';
import { ChatClient } from '../chat-client';
import { createWidgetStorage } from '../storage';
import { uploadAttachment } from '../upload';
import { FakeSocket, flush } from './fake-socket';

function setup() {
  localStorage.clear();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  socket.serverConnect();
  return { socket, client };
}

async function refuseMessage(answer: object) {
  const { socket, client } = setup();
  client.send('hola');
  await flush();
  socket.sent('visitor:message')[0].ack?.(answer);
  await flush();
  return client;
}

afterEach(() => loadWidgetLanguage('en'));

describe("a refusal's code", () => {
  it('blocks the guest by the code, whatever language the text is in', async () => {
    const client = await refuseMessage({ ok: false, error: 'Se le ha bloqueado', code: VISITOR_BLOCKED_CODE });
    expect(client.state.blocked).toBe(true);
    // The text is shown as it came, in the guest's language.
    expect(client.state.pending[0].error).toBe('Se le ha bloqueado');
  });

  it('does not block on the old English text without the code', async () => {
    const client = await refuseMessage({ ok: false, error: VISITOR_BLOCKED });
    expect(client.state.blocked).toBe(false);
    expect(client.state.pending[0].error).toBe(VISITOR_BLOCKED);
  });

  it('blocks on a refusal of any other action that carries the code', async () => {
    const { socket, client } = setup();
    const answer = client.sendOfflineMessage({ name: 'Ana', email: 'ana@site.test', message: 'hola' });
    await flush();
    socket.sent('visitor:offline-message')[0].ack?.({ ok: false, error: 'Sie wurden gesperrt', code: VISITOR_BLOCKED_CODE });
    expect(await answer).toEqual({ ok: false, error: 'Sie wurden gesperrt', code: VISITOR_BLOCKED_CODE });
    expect(client.state.blocked).toBe(true);
  });

  it('leaves the guest unblocked on other refusals', async () => {
    const client = await refuseMessage({ ok: false, error: 'El mensaje es demasiado largo' });
    expect(client.state.blocked).toBe(false);
  });
});

describe('the upload', () => {
  it('asks for its answer in the language the widget speaks', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, json: async () => ({ statusCode: 403, message: 'Se le ha bloqueado' }) });
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const args = { fetchImpl: fetchImpl as unknown as typeof fetch, origin: 'https://chat.example', pluginId: 'p1', visitorId: 'v1', file };
    await expect(uploadAttachment(args)).resolves.toBe('Se le ha bloqueado');
    expect(fetchImpl.mock.calls[0][1].headers).toEqual({ 'Accept-Language': 'en' });
    await loadWidgetLanguage('es', []);
    await uploadAttachment(args);
    expect(fetchImpl.mock.calls[1][1].headers).toEqual({ 'Accept-Language': 'es' });
  });
});

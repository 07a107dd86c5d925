// Issue 37: the widget tells the server the language it speaks at every handshake (the guest's transcript
// is written in it): before it has loaded one, the one its setting will make it speak.
import type { WidgetHandshakeAuth } from '../connect';
import { connectChat, handshakeLanguage } from '../connect';
import { loadWidgetLanguage } from '../../i18n/widget-texts';

jest.mock('socket.io-client', () => {
  const { FakeSocket } = jest.requireActual<typeof import('./fake-socket')>('./fake-socket');
  return { io: jest.fn(() => Object.assign(new FakeSocket(), { active: true, close: jest.fn() })) };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { io } = require('socket.io-client') as { io: jest.Mock };

/** The auth object the socket would present at its next handshake. */
function nextAuth(): WidgetHandshakeAuth {
  const [, options] = io.mock.calls[io.mock.calls.length - 1] as [string, { auth: (cb: (auth: WidgetHandshakeAuth) => void) => void }];
  let auth: WidgetHandshakeAuth | undefined;
  options.auth((given) => (auth = given));
  return auth!;
}

afterEach(() => loadWidgetLanguage('en'));

describe("the handshake's language", () => {
  it("before any is loaded: the widget's setting, or the browser's first language it speaks", () => {
    expect(handshakeLanguage('de', ['es'])).toBe('de');
    expect(handshakeLanguage('auto', ['ja', 'es-MX'])).toBe('es');
    for (const hostile of ['__proto__', 42, { language: 'fr' }, undefined]) expect(handshakeLanguage(hostile, ['pt-PT'])).toBe('pt-BR');
    expect(handshakeLanguage('auto', ['ja'])).toBe('en');
  });

  it('once loaded: the language the widget speaks', async () => {
    await loadWidgetLanguage('fr', []);
    expect(handshakeLanguage('auto', ['es'])).toBe('fr');
  });

  it('goes with the guest and page in every handshake, read anew each time', async () => {
    let setting: unknown = 'ar';
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
    connectChat({ origin: 'https://chat.example', pluginId: 'p1', domain: 'shop.example', language: () => setting });
    expect(io).toHaveBeenCalledWith('https://chat.example/visitor', expect.objectContaining({ auth: expect.any(Function) }));
    expect(nextAuth()).toMatchObject({ pluginId: 'p1', domain: 'shop.example', language: 'ar' });
    setting = 'auto';
    expect(nextAuth().language).toBe('es');
    await loadWidgetLanguage('de');
    expect(nextAuth().language).toBe('de');
    languages.mockRestore();
  });

  it("is the browser's when the loader knows no setting yet", () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    connectChat({ origin: 'https://chat.example', pluginId: 'p1', domain: 'shop.example' });
    expect(nextAuth().language).toBe('ar');
    languages.mockRestore();
  });
});

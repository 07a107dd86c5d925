// Issue 37: the widget speaks the guest's language (the browser's, or the one the owner fixed), Arabic right to left.
import { join } from 'node:path';
import { ChatClient } from '../../chat/chat-client';
import { createChatView } from '../../chat/chat-view';
import { loadChatLanguage } from '../../chat/mount-chat';
import { expectedWaitText } from '../../chat/queue-status';
import { createWidgetStorage } from '../../chat/storage';
import { CONFIG, FakeSocket } from '../../chat/__tests__/fake-socket';
import { loadWidgetLanguage, t, widgetDirection, widgetLocale } from '../widget-texts';
import { readCatalogue } from 'shared-kernel/i18n-compile';
import { pseudoLocalize } from 'shared-kernel/i18n';

const texts = (locale: Parameters<typeof readCatalogue>[1]) => readCatalogue(join(__dirname, '..'), locale);
const [ar, de, en, es, fr, ptBR] = (['ar', 'de', 'en', 'es', 'fr', 'pt-BR'] as const).map(texts);

afterEach(() => loadWidgetLanguage('en'));

function chatWindow() {
  document.body.replaceChildren();
  const socket = new FakeSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => 'id-1' });
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn() });
  document.body.append(view.element);
  socket.serverConnect();
  socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: CONFIG, online: true, chat: null });
  return { socket, client, view, root: view.element };
}

describe("the guest's language", () => {
  it('marks every text in the pseudo-locale (a browser set to en-XA) unless the owner fixed a language', async () => {
    expect(await loadWidgetLanguage('auto', ['en-XA', 'de'])).toBe('en');
    expect(t('send')).toBe(pseudoLocalize(en.send));
    expect(t('send')).toMatch(/^⟦Šéñđ·+⟧$/);
    expect(await loadWidgetLanguage('de', ['en-XA'])).toBe('de');
    expect(t('send')).toBe(de.send);
  });

  it("follows the browser by default: the first of its languages the widget speaks", async () => {
    expect(await loadWidgetLanguage('auto', ['es-MX', 'en'])).toBe('es');
    expect(t('send')).toBe(es.send);
    expect(t('typing', { name: 'Ana' })).toBe(es.typing.replace('{name}', 'Ana'));
    expect(await loadWidgetLanguage(undefined, ['ja', 'pt-PT'])).toBe('pt-BR');
    expect(t('inputPlaceholder')).toBe(ptBR.inputPlaceholder);
    expect(await loadWidgetLanguage('auto', ['ja'])).toBe('en');
    expect(t('send')).toBe('Send');
  });

  it("speaks the language the owner fixed, whatever the browser's; a setting it does not know is the browser's", async () => {
    expect(await loadWidgetLanguage('de', ['es'])).toBe('de');
    expect(t('endChat')).toBe(de.endChat);
    for (const hostile of ['__proto__', 'toString', 'xx', 42]) expect(await loadWidgetLanguage(hostile, ['fr-CA'])).toBe('fr');
    expect(t('endChat')).toBe(fr.endChat);
  });

  it('words the expected wait with each language\'s plurals, Arabic\'s six forms included', async () => {
    expect([null, 30, 60, 150].map(expectedWaitText)).toEqual([
      'Expected wait: a few minutes',
      'Expected wait: less than a minute',
      'Expected wait: about 1 minute',
      'Expected wait: about 3 minutes',
    ]);
    await loadWidgetLanguage('ar');
    const forms = [0, 1, 2, 3, 11, 100].map((minutes) => t('expectedWaitMinutes', { minutes }));
    expect(new Set(forms).size).toBe(6);
    expect(forms[1]).toContain('دقيقة واحدة');
    expect(forms[2]).toContain('دقيقتان');
    expect(forms[3]).toContain('دقائق');
    await loadWidgetLanguage('es');
    expect(expectedWaitText(60)).not.toBe(expectedWaitText(120));
    expect(expectedWaitText(120)).toContain('2');
  });

  it('has every English text in every language, each different from English where a word is translated', () => {
    for (const catalogue of [es, de, fr, ptBR, ar]) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      expect(catalogue.chatEnded).not.toBe(en.chatEnded);
    }
  });
});

describe('the chat window', () => {
  it('is built in Spanish when the guest speaks Spanish', async () => {
    await loadWidgetLanguage('auto', ['es-ES']);
    const { root } = chatWindow();
    expect(root.getAttribute('lang')).toBe('es');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.querySelector('.lc-send')?.textContent).toBe(es.send);
    expect(root.querySelector('.lc-textarea')?.getAttribute('placeholder')).toBe(es.inputPlaceholder);
    expect(root.getAttribute('aria-label')).toBe(es.chatLabel);
  });

  it('turns right to left in Arabic, its queue place in Arabic', async () => {
    await loadWidgetLanguage('ar');
    expect(widgetDirection()).toBe('rtl');
    const { root, socket } = chatWindow();
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.querySelector('.lc-send')?.textContent).toBe(ar.send);
    socket.push('widget:queue', { chatId: 'c1', entry: 10, position: 3, expectedWaitSeconds: 120 });
    expect(root.querySelector('.lc-queue')?.textContent).toContain(ar.queuePosition.replace('{position}', '3'));
  });

  it("waits for the server's settings before it is built, and not for ever", async () => {
    const socket = new FakeSocket();
    const client = new ChatClient({ socket, storage: createWidgetStorage('p2', localStorage) });
    const loading = loadChatLanguage(client, { ...CONFIG, language: 'de' }, 5000);
    socket.serverConnect();
    socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: { ...CONFIG, language: 'fr' }, online: true, chat: null });
    await loading;
    expect(widgetLocale()).toBe('fr');
    const silent = new ChatClient({ socket: new FakeSocket(), storage: createWidgetStorage('p3', localStorage) });
    await loadChatLanguage(silent, { ...CONFIG, language: 'de' }, 10);
    expect(widgetLocale()).toBe('de');
  });
});

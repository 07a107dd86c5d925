// Item 11: the editor's preview is the real launcher and window, driven by the console over postMessage.
import { join } from 'node:path';
import { WIDGET_PREVIEW_READY, WIDGET_PREVIEW_SETTINGS } from 'shared-kernel/contracts';
import { CONFIG, flush } from '../../chat/__tests__/fake-socket';
import { loadWidgetLanguage } from '../../i18n/widget-texts';
import { mountPreview } from '../mount-preview';
import { readCatalogue } from 'shared-kernel/i18n-compile';

const [ar, es] = (['ar', 'es'] as const).map((locale) => readCatalogue(join(__dirname, '../../i18n'), locale));

/** The preview speaks `locale` once its file is loaded (the same file the preview awaits) and the window rebuilt. */
async function spoken(locale: string): Promise<void> {
  await loadWidgetLanguage(locale);
  await flush();
}

function setup() {
  document.body.replaceChildren();
  const parent = { postMessage: jest.fn() };
  const fetchSpy = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchSpy;
  const preview = mountPreview({ win: window, doc: document, parent: parent as unknown as Window });
  const root = preview.widget.root;
  const q = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const settings = (config: unknown, online: boolean, origin = location.origin, source: unknown = parent) =>
    preview.receive({ source, origin, data: { type: WIDGET_PREVIEW_SETTINGS, config, online } });
  return { parent, preview, root, q, settings, fetchSpy };
}

describe('widget preview', () => {
  it('is built again in the language the editor chose, right to left for Arabic, the settings kept', async () => {
    const { settings, q, root } = setup();
    expect(q('.lc-panel').getAttribute('lang')).toBe('en');
    settings({ ...CONFIG, onlineText: 'Hola desde el editor', language: 'es' }, true);
    await spoken('es');
    expect(q('.lc-panel').getAttribute('lang')).toBe('es');
    expect(q('.lc-send').textContent).toBe(es.send);
    expect(q('.lc-heading').textContent).toBe('Hola desde el editor');
    expect(root.querySelectorAll('.lc-panel')).toHaveLength(1);
    settings({ ...CONFIG, language: 'ar' }, true);
    await spoken('ar');
    expect(q('.lc-panel').getAttribute('dir')).toBe('rtl');
    expect(q('.lc-send').textContent).toBe(ar.send);
    settings({ ...CONFIG, language: 'en' }, true);
    await spoken('en');
    expect(q('.lc-panel').getAttribute('lang')).toBe('en');
    expect(q('.lc-send').textContent).toBe('Send');
  });

  it('tells the console it is ready, to its own origin only, and shows the window open with sample messages', () => {
    const { parent, preview, q, root } = setup();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: WIDGET_PREVIEW_READY }, location.origin);
    expect(preview.widget.slot.hidden).toBe(false);
    expect(preview.widget.host.hasAttribute('data-preview')).toBe(true);
    expect(q('.lc-heading').textContent).toBe('We are here to assist you');
    expect(root.querySelectorAll('.lc-agent').length).toBeGreaterThan(0);
    expect(root.querySelectorAll('.lc-guest').length).toBeGreaterThan(0);
  });

  it('applies the settings it is sent: colours, button text and location, online heading, e-mail request', () => {
    const { settings, preview, q, root } = setup();
    settings(
      {
        ...CONFIG,
        backgroundColor: '#112233',
        textColor: '#FFEEDD',
        buttonText: 'Talk to us',
        buttonLocation: 'bottom-left',
        onlineText: 'Hello from the editor',
        requestEmail: { enabled: true, message: 'Your mail?', showAt: 'at_start' },
      },
      true,
    );
    expect(preview.widget.host.getAttribute('data-location')).toBe('bottom-left');
    expect(preview.widget.launcher.textContent).toBe('Talk to us');
    expect(preview.widget.launcher.style.background).toBe('rgb(17, 34, 51)');
    expect(q('.lc-header').style.background).toBe('rgb(17, 34, 51)');
    expect(q('.lc-heading').textContent).toBe('Hello from the editor');
    expect(root.querySelector('.lc-messages')?.firstElementChild?.className).toBe('lc-email');
    expect(q('.lc-email-message').textContent).toBe('Your mail?');

    settings({ ...CONFIG, enableTextOnButton: 1, requestEmail: { enabled: false, message: 'x', showAt: 'at_start' } }, true);
    expect(preview.widget.launcher.textContent).toBe('');
    expect(root.querySelector('.lc-messages .lc-email')).toBeNull();
  });

  it('shows the offline heading and the offline form on the Offline tab, and back', () => {
    const { settings, q } = setup();
    settings({ ...CONFIG, offlineText: 'Away for now' }, false);
    expect(q('.lc-heading').textContent).toBe('Away for now');
    expect(q('.lc-offline-wrap').hidden).toBe(false);
    expect(q('.lc-composer').hidden).toBe(true);
    settings(CONFIG, true);
    expect(q('.lc-heading').textContent).toBe(CONFIG.onlineText);
    expect(q('.lc-offline-wrap').hidden).toBe(true);
    expect(q('.lc-ended').hidden).toBe(true);
  });

  it('ignores messages from another origin or another window, and malformed ones', () => {
    const { settings, preview, q } = setup();
    settings({ ...CONFIG, onlineText: 'Foreign' }, true, 'https://evil.example');
    settings({ ...CONFIG, onlineText: 'Foreign' }, true, location.origin, {});
    preview.receive({ source: null, origin: location.origin, data: { type: WIDGET_PREVIEW_SETTINGS, config: { onlineText: 'x' }, online: true } });
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { type: WIDGET_PREVIEW_SETTINGS, config: { onlineText: 'Dispatched' }, online: true } }));
    expect(q('.lc-heading').textContent).toBe('We are here to assist you');
    // A bad field falls back to the default; a bad colour never reaches a style.
    settings({ onlineText: 42, backgroundColor: 'url(x)' }, true);
    expect(q('.lc-heading').textContent).toBe('We are here to assist you');
    expect(preview.widget.launcher.style.background).toBe('rgb(100, 149, 237)');
  });

  it('sends nothing anywhere: a typed message is answered by the preview itself', async () => {
    const { q, root, fetchSpy } = setup();
    const textarea = q<HTMLTextAreaElement>('.lc-textarea');
    textarea.value = 'Testing';
    q<HTMLButtonElement>('.lc-send').click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(root.textContent).toContain('This is a preview: nothing is sent.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the launcher closes and opens the window', () => {
    const { preview } = setup();
    preview.widget.launcher.click();
    expect(preview.widget.slot.hidden).toBe(true);
    expect(preview.widget.launcher.getAttribute('aria-expanded')).toBe('false');
    preview.widget.launcher.click();
    expect(preview.widget.slot.hidden).toBe(false);
  });
});

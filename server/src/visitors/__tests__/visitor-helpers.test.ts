import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import type { WidgetRow } from '../../db/schema';
import { snapshotOf, type LiveVisitor } from '../live-visitors';
import { clientIp, describeUserAgent } from '../technical-details';
import { MAX_PAGES_KEPT, withPage } from '../visitor-store';
import { publicConfigOf } from '../widget-config';
import { departmentsAllow, widgetDepartmentIds } from '../widget-departments';

describe('technical details', () => {
  it('names browser and operating system from the user agent', () => {
    const firefox = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
    expect(describeUserAgent(firefox)).toEqual({ browser: 'Firefox 121', operatingSystem: 'Ubuntu' });
    expect(describeUserAgent(undefined)).toEqual({ browser: '', operatingSystem: '' });
  });

  it('takes the first forwarded hop only behind a trusted proxy', () => {
    expect(clientIp('::ffff:10.0.0.1', '203.0.113.7, 10.0.0.1', true)).toBe('203.0.113.7');
    expect(clientIp('::ffff:10.0.0.1', '203.0.113.7', false)).toBe('10.0.0.1');
    expect(clientIp('::1', undefined, true)).toBe('::1');
  });
});

describe('pages viewed', () => {
  it('appends the latest page last, skips a repeat and keeps the newest ones', () => {
    expect(withPage(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(withPage(['/a', '/b'], '/b')).toEqual(['/a', '/b']);
    expect(withPage(['/a'], '')).toEqual(['/a']);
    const many = Array.from({ length: MAX_PAGES_KEPT }, (_, i) => `/p${i}`);
    const next = withPage(many, '/last');
    expect(next).toHaveLength(MAX_PAGES_KEPT);
    expect(next[0]).toBe('/p1');
    expect(next.at(-1)).toBe('/last');
  });
});

describe('departments', () => {
  it("reads the widget's department ids and lets clients and members through", () => {
    expect(widgetDepartmentIds({ settings: { department: [{ ids: ['d1', 'd2'], names: ['A', 'B'] }] } })).toEqual(['d1', 'd2']);
    expect(widgetDepartmentIds({ settings: { department: null } })).toEqual([]);
    expect(departmentsAllow(true, [], ['d1'])).toBe(true);
    expect(departmentsAllow(false, ['d2'], ['d1', 'd2'])).toBe(true);
    expect(departmentsAllow(false, ['d3'], ['d1'])).toBe(false);
    expect(departmentsAllow(false, [], [])).toBe(true);
  });
});

describe('guest status', () => {
  const live = (oldVisitor: boolean, idleMs: number, now: number): LiveVisitor =>
    ({ visitor: { oldVisitor } as LiveVisitor['visitor'], lastActivity: now - idleMs }) as LiveVisitor;

  it('is New, Returning, or Idle after 12 minutes without activity', () => {
    const now = Date.now();
    expect(snapshotOf(live(false, 0, now), now)).toMatchObject({ status: 'New', idleTimer: 0 });
    expect(snapshotOf(live(true, 60_000, now), now)).toMatchObject({ status: 'Returning', idleTimer: 1 });
    expect(snapshotOf(live(true, 13 * 60_000, now), now)).toMatchObject({ status: 'Idle', idleTimer: 13 });
    expect(snapshotOf(live(false, 13 * 60_000, now), now).status).toBe('Idle');
  });
});

describe('public widget config', () => {
  it('falls back to the defaults for missing settings', () => {
    const row = { widgetName: 'Site', settings: { widgetStyle: { buttonLocation: 'bottom-left', backgroundColor: '#000', textColor: '#fff' } } } as unknown as WidgetRow;
    const autoMessages = [{ id: 'a1', message: 'Need help?', pagePath: '/pricing', timer: 3 }];
    expect(publicConfigOf(row, autoMessages, [])).toMatchObject({
      widgetName: 'Site',
      buttonLocation: 'bottom-left',
      backgroundColor: '#000',
      buttonText: WIDGET_DEFAULTS.buttonText,
      requestEmail: { enabled: WIDGET_DEFAULTS.enableRequestEmailId, showAt: WIDGET_DEFAULTS.showAt },
      autoMessages,
    });
  });

  const row = (settings: object) => ({ widgetName: 'Site', settings }) as unknown as WidgetRow;

  it("gives the launcher left at the spec's default in the guest's language, a typed one as typed", () => {
    expect(publicConfigOf(row({}), [], ['es-MX', 'en']).buttonText).toBe('Chat con una persona');
    expect(publicConfigOf(row({}), [], ['ar']).buttonText).toBe('دردشة مع شخص');
    expect(publicConfigOf(row({}), [], ['it']).buttonText).toBe(WIDGET_DEFAULTS.buttonText);
    expect(publicConfigOf(row({ language: 'de' }), [], ['es']).buttonText).toBe('Chat mit einem Menschen');
    expect(publicConfigOf(row({ chatButton: { buttonText: 'Talk to us', enableTextOnButton: 0 } }), [], ['es']).buttonText).toBe('Talk to us');
    expect(publicConfigOf(row({}), [], ['en-XA']).buttonText).not.toBe(WIDGET_DEFAULTS.buttonText);
  });

  it("puts the overrides of the language the widget will speak over the owner's texts", () => {
    const settings = {
      chatPopupWelcomeMessage: { online: 'We are here', offline: 'Away' },
      textsByLanguage: { es: { onlineText: 'Aquí estamos', requestEmailMessage: 'Su correo' }, de: { buttonText: 'Schreiben Sie uns', offlineText: 'Weg' } },
    };
    const spanish = publicConfigOf(row(settings), [], ['es']);
    expect(spanish).toMatchObject({ onlineText: 'Aquí estamos', offlineText: 'Away', requestEmail: { message: 'Su correo' }, buttonText: 'Chat con una persona' });
    const fixedGerman = publicConfigOf(row({ ...settings, language: 'de' }), [], ['es']);
    expect(fixedGerman).toMatchObject({ onlineText: 'We are here', offlineText: 'Weg', buttonText: 'Schreiben Sie uns' });
    expect(publicConfigOf(row(settings), [], ['fr'])).toMatchObject({ onlineText: 'We are here', offlineText: 'Away' });
    expect(publicConfigOf(row(settings), [], ['fr'])).not.toHaveProperty('textsByLanguage');
  });
});

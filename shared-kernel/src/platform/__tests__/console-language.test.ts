// Issue 37: the console speaks the signed-in user's language, follows it as it changes, and keeps the last
// choice for the signed-out pages of this browser; a choice it does not know is the browser's.
import { createMemoryStorage } from '../../session';
import { testTokens, testUser } from '../../testing';
import { createPlatform } from '..';
import { followUserLanguage } from '../console-language';

const html = document.documentElement;
const platform = (storage = createMemoryStorage()) => createPlatform({ apiBase: '/api', storage });

afterEach(() => {
  localStorage.clear();
  html.lang = 'en';
  html.dir = 'ltr';
});

describe("the console's language", () => {
  it("starts in the stored user's language, before anything renders", () => {
    const storage = createMemoryStorage();
    const first = platform(storage);
    const user = { ...testUser(), language: 'de' as const };
    first.session.setSession(user, testTokens(user));
    html.lang = 'en';
    platform(storage);
    expect([html.lang, html.dir]).toEqual(['de', 'ltr']);
  });

  it('follows the choice as it changes, right to left for Arabic, and keeps it after signing out', () => {
    const { session } = platform();
    const stop = followUserLanguage(session);
    const user = testUser();
    session.setSession(user, testTokens(user));
    expect(html.lang).toBe('en');
    session.updateUser({ language: 'ar' });
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    session.updateUser({ language: 'fr' });
    expect([html.lang, html.dir]).toEqual(['fr', 'ltr']);
    session.clear();
    expect(html.lang).toBe('fr');
    stop();
    // A new page of this browser, signed out: the last choice.
    html.lang = 'en';
    platform();
    expect(html.lang).toBe('fr');
  });

  it("reads 'auto' and anything unknown as the browser's language", () => {
    const { session } = platform();
    const stop = followUserLanguage(session);
    const user = testUser();
    session.setSession(user, testTokens(user));
    session.updateUser({ language: 'de' });
    session.updateUser({ language: 'auto' });
    // jsdom's browser speaks en-US.
    expect(html.lang).toBe('en');
    localStorage.setItem('live-chat.language', '__proto__');
    html.lang = 'de';
    session.clear();
    platform();
    expect(html.lang).toBe('en');
    stop();
  });
});

// The return path after sign-in is followed only to a console screen of this origin that the user's
// role may open; hostile or stale values fall back (null) to the default landing screen.
import { testUser } from 'shared-kernel/testing';
import { safeReturnPath } from '../lib/return-path';

const ORIGIN = 'http://localhost';
const owner = testUser();
const agent = testUser({ _id: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });

describe('safeReturnPath', () => {
  it.each([
    ['/chat/conversation-history/c-17', '/chat/conversation-history/c-17'],
    ['/chat/offline-message/m-4?from=mail#top', '/chat/offline-message/m-4?from=mail#top'],
    ['/contacts?page=2', '/contacts?page=2'],
    ['/contact-history/42', '/contact-history/42'],
  ])('follows %s', (candidate, expected) => {
    expect(safeReturnPath(agent, candidate, ORIGIN)).toBe(expected);
  });

  it('checks the path it will follow, after dot segments are resolved', () => {
    expect(safeReturnPath(owner, '/contacts/../my-widgets', ORIGIN)).toBe('/my-widgets');
    expect(safeReturnPath(agent, '/contacts/../my-widgets', ORIGIN)).toBeNull();
  });

  it.each([
    ['another site, scheme-relative', '//evil.example'],
    ['another site, scheme-relative with a path', '//evil.example/dashboard'],
    ['another site, absolute', 'https://evil.example'],
    ['another site, absolute with a console path', 'https://evil.example/dashboard'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<p>hi</p>'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/dashboard\n'],
    ['the login screen', '/login'],
    ['the login screen with a query', '/login?next=/dashboard'],
    ['a signed-out screen', '/signup'],
    ['the root', '/'],
    ['an unknown path', '/unknown'],
    ['a relative path', 'dashboard'],
    ['an empty value', ''],
    ['very long text', `/contacts?q=${'a'.repeat(5000)}`],
  ])('refuses %s', (_what, candidate) => {
    expect(safeReturnPath(owner, candidate, ORIGIN)).toBeNull();
  });

  it.each(['/my-widgets', '/edit-widget', '/widget-settings', '/unattended-chats', '/manage-agents', '/create-auto-message'])(
    "refuses %s, which the agent's role may not open, but follows it for the owner",
    (path) => {
      expect(safeReturnPath(agent, path, ORIGIN)).toBeNull();
      expect(safeReturnPath(owner, path, ORIGIN)).toBe(path);
    },
  );

  it.each([
    ['a number', 42],
    ['an object', { pathname: '/dashboard' }],
    ['an array', ['/dashboard']],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
  ])('refuses %s', (_what, candidate) => {
    expect(safeReturnPath(owner, candidate, ORIGIN)).toBeNull();
  });

  it('refuses everything without a user', () => {
    expect(safeReturnPath(null, '/dashboard', ORIGIN)).toBeNull();
  });

  it("uses the page's own origin by default", () => {
    expect(safeReturnPath(owner, '/dashboard')).toBe('/dashboard');
    expect(safeReturnPath(owner, `${window.location.origin}/dashboard`)).toBeNull();
  });
});

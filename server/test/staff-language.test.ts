/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: a staff member's language (My Account): 'auto' until set, kept with the user, given back at
// sign-in and in the welcome answer; anything but 'auto' or one of the console's languages is refused.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { serverFixture } from './support/socket-fixture';
import { api, createUser, signIn } from './support/test-server';

const fx = serverFixture();
const REFUSED = 'language must be auto or one of en, es, de, fr, pt-BR, ar';

describe("a staff member's language", () => {
  it("is 'auto' until chosen, then kept and given back at sign-in and in the welcome answer", async () => {
    const owner = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, owner.email);
    expect(login.language).toBe('auto');
    const set = (language: unknown, token = login.accessToken) => api(fx.t.url, 'PATCH', '/user-info/language', { token, body: { language } });

    const saved = await set('de');
    expect([saved.status, saved.body]).toEqual([200, { language: 'de' }]);
    expect((await signIn(fx.t.url, owner.email)).language).toBe('de');
    const welcome = await api(fx.t.url, 'GET', '/users/welcome-user', { token: login.accessToken });
    expect(welcome.status).toBe(200);
    expect(JSON.stringify(welcome.body)).toContain('"language":"de"');

    expect((await set('auto')).body).toEqual({ language: 'auto' });
    const [row] = await fx.t.server.ctx.db.select({ language: users.language }).from(users).where(eq(users.id, owner.id));
    expect(row.language).toBe('auto');
  });

  it('refuses any other value with a clear message, changes nothing, and needs a signed-in caller', async () => {
    const agent = await createUser(fx.t.server, { role: 'agent', clientId: (await createUser(fx.t.server)).id });
    const { accessToken } = await signIn(fx.t.url, agent.email);
    const set = (body: unknown) => api(fx.t.url, 'PATCH', '/user-info/language', { token: accessToken, body });
    expect((await set({ language: 'fr' })).status).toBe(200);
    for (const language of ['xx', 'EN', 'pt-br', 'toString', '__proto__', 'constructor', '', 'de-DE']) {
      const answer = await set({ language });
      expect([language, answer.status, answer.body.message]).toEqual([language, 400, REFUSED]);
    }
    for (const body of [{}, { language: null }, { language: 7 }, { language: ['de'] }, { language: { de: true } }]) {
      const answer = await set(body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    const deep = JSON.parse(`${'{"language":'.repeat(2000)}"de"${'}'.repeat(2000)}`);
    expect((await set(deep)).status).toBe(400);
    expect((await signIn(fx.t.url, agent.email)).language).toBe('fr');
    expect((await api(fx.t.url, 'PATCH', '/user-info/language', { body: { language: 'de' } })).status).toBe(401);
  });
});

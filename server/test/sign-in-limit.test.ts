/** @jest-environment ./test/support/pglite-environment.cjs */
import { api, createUser, PASSWORD, startTestServer, type TestServer } from './support/test-server';

// trustProxy lets each request name its client IP (X-Forwarded-For), so per-IP limits are testable.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ trustProxy: true, abuseLimitScale: 1 });
});
afterAll(() => t.close());

const TOO_MANY = 'Too many failed sign-in attempts. Please try again in a minute.';

const signinFrom = (ip: string, email: string, password: string) =>
  api(t.url, 'POST', '/auth/signin', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in failure limits (10 a minute per account and address, 50 per 15 minutes per address)', () => {
  it('answers wrong credentials with 400 and the same message for unknown accounts', async () => {
    const { email } = await createUser(t.server);
    const wrong = await signinFrom('10.9.0.1', email, 'Wrong#Pass1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: 'Invalid email or password' });
    const unknown = await signinFrom('10.9.0.1', 'nobody-here@example.com', PASSWORD);
    expect(unknown.body).toEqual({ statusCode: 400, message: 'Invalid email or password' });
  });

  it('stops the guessing address after 10 failures, while the real user signs in from elsewhere', async () => {
    const victim = await createUser(t.server);
    for (let i = 1; i <= 10; i += 1) expect((await signinFrom('10.1.0.1', victim.email, 'Wrong#Pass1')).status).toBe(400);
    const locked = await signinFrom('10.1.0.1', victim.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, message: TOO_MANY });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // The real user, at home: the failures of another address do not count against this one.
    expect((await signinFrom('10.1.0.2', victim.email, PASSWORD)).status).toBe(200);
    // Failures spread over many addresses lock nobody out either.
    for (let i = 10; i < 30; i += 1) expect((await signinFrom(`10.1.1.${i}`, victim.email, 'Wrong#Pass1')).status).toBe(400);
    expect((await signinFrom('10.1.0.3', victim.email, PASSWORD)).status).toBe(200);
  });

  it('stops an address after 50 failures over any accounts, leaving other addresses alone', async () => {
    const user = await createUser(t.server);
    for (let i = 1; i <= 50; i += 1) expect((await signinFrom('10.2.0.1', `guess-${i}@example.com`, 'Wrong#Pass1')).status).toBe(400);
    const blocked = await signinFrom('10.2.0.1', user.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    expect((await signinFrom('10.2.0.2', user.email, PASSWORD)).status).toBe(200);
  });

  it('counts only failures, and a success clears the account and address count', async () => {
    const user = await createUser(t.server);
    for (let i = 0; i < 12; i += 1) expect((await signinFrom('10.3.0.1', user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) await signinFrom('10.3.0.2', user.email, 'Wrong#Pass1');
    expect((await signinFrom('10.3.0.2', user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signinFrom('10.3.0.2', user.email, 'Wrong#Pass1')).status).toBe(400);
  });
});

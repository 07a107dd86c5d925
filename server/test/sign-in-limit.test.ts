/** @jest-environment ./test/support/pglite-environment.cjs */
import { api, createUser, PASSWORD, startTestServer, type TestServer } from './support/test-server';

// trustProxy lets each request name its client IP (X-Forwarded-For), so per-IP limits are testable.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ trustProxy: true });
});
afterAll(() => t.close());

const TOO_MANY = 'Too many failed sign-in attempts. Please try again in a minute.';

const signinFrom = (ip: string, email: string, password: string) =>
  api(t.url, 'POST', '/auth/signin', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in failure limit (10 a minute per account and per IP)', () => {
  it('answers wrong credentials with 400 and the same message for unknown accounts', async () => {
    const { email } = await createUser(t.server);
    const wrong = await signinFrom('10.9.0.1', email, 'Wrong#Pass1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: 'Invalid email or password' });
    const unknown = await signinFrom('10.9.0.1', 'nobody-here@example.com', PASSWORD);
    expect(unknown.body).toEqual({ statusCode: 400, message: 'Invalid email or password' });
  });

  it('locks an account after 10 failures, even for the right password and from another IP', async () => {
    const victim = await createUser(t.server);
    const other = await createUser(t.server);
    // Ten failures spread over ten IPs: only the account counter reaches the limit.
    for (let i = 1; i <= 10; i += 1) {
      const answer = await signinFrom(`10.1.0.${i}`, victim.email, 'Wrong#Pass1');
      expect(answer.status).toBe(400);
    }
    const locked = await signinFrom('10.1.0.99', victim.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, message: TOO_MANY });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another account from one of those IPs is unaffected.
    const fine = await signinFrom('10.1.0.1', other.email, PASSWORD);
    expect(fine.status).toBe(200);
  });

  it('locks an IP after 10 failures over any accounts, leaving other IPs alone', async () => {
    const user = await createUser(t.server);
    for (let i = 1; i <= 10; i += 1) {
      const answer = await signinFrom('10.2.0.1', `guess-${i}@example.com`, 'Wrong#Pass1');
      expect(answer.status).toBe(400);
    }
    const blocked = await signinFrom('10.2.0.1', user.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    const elsewhere = await signinFrom('10.2.0.2', user.email, PASSWORD);
    expect(elsewhere.status).toBe(200);
  });

  it('counts only failures: successful sign-ins never lock anyone', async () => {
    const user = await createUser(t.server);
    for (let i = 0; i < 12; i += 1) {
      const answer = await signinFrom('10.3.0.1', user.email, PASSWORD);
      expect(answer.status).toBe(200);
    }
  });
});

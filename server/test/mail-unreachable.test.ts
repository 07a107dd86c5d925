/** @jest-environment ./test/support/pglite-environment.cjs */
import { createServer as createTcpServer } from 'node:net';
import path from 'node:path';
import { loadSettings } from '../src/config/settings';
import { MAIL_NOT_SENT_MESSAGE } from '../src/mail/mail-not-sent';
import { startupLines } from '../src/app/startup-lines';
import { api, createUser, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

/** A loopback port nobody listens on: taken free, then let go. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, remotesJson: path.join('/nonexistent', 'remotes.json') });
});
afterAll(() => t.close());

describe('a mail server out of reach', () => {
  const expectRetryable = (answer: Awaited<ReturnType<typeof api>>) => {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.body).toEqual({ statusCode: 503, message: MAIL_NOT_SENT_MESSAGE });
  };

  it('answers a password reset with a retryable 503 that says the mail was not sent', async () => {
    const user = await createUser(t.server);
    expectRetryable(await api(t.url, 'POST', '/users/forgot-password-link', { body: { email: user.email } }));
  });

  it('answers a sign-up with the same 503 and keeps no account, so the same sign-up can be tried again', async () => {
    const body = { email: uniqueEmail('owner'), password: 'Strong#Pass1', fullName: 'New Owner', your_website: 'https://shop.example' };
    expectRetryable(await api(t.url, 'POST', '/auth/signup', { body }));
    expectRetryable(await api(t.url, 'POST', '/auth/signup', { body }));
  });

  it('is a warning line at start, as is a REMOTES_JSON file that does not exist', async () => {
    const lines = await startupLines(t.settings, t.server, t.url);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}warning: the SMTP server of SMTP_URL does not answer \(.+\); mails will fail until it does$/));
    expect(lines).toContainEqual(`  warning: REMOTES_JSON names /nonexistent/remotes.json, which does not exist; /remotes.json serves the built-in map of the remotes served here`);
  });
});

describe('SMTP_URL at start', () => {
  it('refuses a malformed one with a clear message that hides its password', () => {
    for (const raw of ['not a url', 'http://mail.example.com', 'smtp://user:secret@']) {
      expect(() => loadSettings({ SMTP_URL: raw, JWT_SECRET: 'x' }, '/tmp')).toThrow(/^SMTP_URL must look like smtp:\/\/user:password@host:587 or smtps:\/\/host:465, got '/);
    }
    expect(() => loadSettings({ SMTP_URL: 'smtp://user:secret@', JWT_SECRET: 'x' }, '/tmp')).toThrow(/^(?!.*secret)/);
  });

  it('takes smtp:// and smtps:// URLs', () => {
    expect(loadSettings({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', JWT_SECRET: 'x' }, '/tmp').smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
  });
});

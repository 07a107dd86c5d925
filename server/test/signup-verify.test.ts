/** @jest-environment ./test/support/pglite-environment.cjs */
import { eq } from 'drizzle-orm';
import { MESSAGES } from 'shared-kernel/validation';
import { users } from '../src/db/schema';
import { api, outboxFor, sleep, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const signupBody = (email: string) => ({
  email,
  password: 'Strong#Pass1',
  fullName: 'New Owner',
  phoneNumber: '',
  your_website: 'https://shop.example.com',
});

describe('sign-up, e-mail verification and first sign-in', () => {
  it('mails a link with a 4-digit code, takes the code once, then lets the owner sign in', async () => {
    const email = uniqueEmail('Owner').toUpperCase();
    const signup = await api(t.url, 'POST', '/auth/signup', { body: signupBody(email) });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ email: email.toLowerCase(), _id: expect.any(String), message: expect.any(String) });

    const [mail] = await outboxFor(t.dataDir, email.toLowerCase());
    expect(mail.subject).toBe('Verify your email');
    const match = /\/email-verify\/([0-9a-f-]{36})\?code=(\d{4})/.exec(mail.text);
    expect(match).not.toBeNull();
    const [, userId, code] = match!;
    expect(userId).toBe(signup.body._id);
    expect(mail.text).toContain(`http://console.test/email-verify/${userId}?code=${code}`);
    expect(mail.text).toContain(`4-digit code: ${code}`);

    // Not verified yet: sign-in is refused with a clear message.
    const early = await api(t.url, 'POST', '/auth/signin', { body: { email, password: 'Strong#Pass1' } });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/not verified/);

    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: wrongCode, id: userId } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: 'The verification code is not valid' });

    const right = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: code, id: userId } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ statusCode: 200, message: 'Your email has been verified' });

    const reused = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: code, id: userId } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ statusCode: 400, message: 'This account is already activated' });

    const signin = await api(t.url, 'POST', '/auth/signin', { body: { email, password: 'Strong#Pass1' } });
    expect(signin.status).toBe(200);
    expect(signin.body).toMatchObject({
      _id: userId,
      userId,
      clientId: null,
      email: email.toLowerCase(),
      fullName: 'New Owner',
      userRole: 'client',
      isClient: true,
      isAdmin: false,
      isAgent: false,
      status: 1,
      departments: [],
    });
    expect(typeof signin.body.accessToken).toBe('string');
    expect(typeof signin.body.refreshToken).toBe('string');
  });

  it('refuses a taken e-mail with "User already exists"', async () => {
    const email = uniqueEmail('taken');
    expect((await api(t.url, 'POST', '/auth/signup', { body: signupBody(email) })).status).toBe(201);
    const again = await api(t.url, 'POST', '/auth/signup', { body: signupBody(email.toUpperCase()) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ statusCode: 400, message: 'User already exists' });
  });

  it('validates the sign-up body with the shared schema messages', async () => {
    const badEmail = await api(t.url, 'POST', '/auth/signup', { body: { ...signupBody('nope'), email: 'nope' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ statusCode: 400, message: MESSAGES.signupEmail });
    const badSite = await api(t.url, 'POST', '/auth/signup', { body: { ...signupBody(uniqueEmail('s')), your_website: 'shop' } });
    expect(badSite.body.message).toBe(MESSAGES.signupWebsite);
  });

  it('answers 400 with a message for an unknown user or a malformed code', async () => {
    const unknown = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: '1234', id: 'no-such-user' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('User does not exist');
    const malformed = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: '12', id: 'x' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(MESSAGES.otp);
  });

  it('burns the code after five wrong guesses and mails a new one', async () => {
    const email = uniqueEmail('guesser');
    await api(t.url, 'POST', '/auth/signup', { body: signupBody(email) });
    const [first] = await outboxFor(t.dataDir, email);
    const [, userId, code] = /\/email-verify\/([^?]+)\?code=(\d{4})/.exec(first.text)!;
    const wrongCode = code === '0000' ? '1111' : '0000';
    let last;
    for (let i = 0; i < 5; i += 1) last = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: wrongCode, id: userId } });
    expect(last!.body.message).toBe('Too many wrong codes. We have sent a new code to your email.');
    const old = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: code, id: userId } });
    expect(old.status).toBe(400);
    const mails = await outboxFor(t.dataDir, email);
    expect(mails).toHaveLength(2);
    const newCode = /\?code=(\d{4})/.exec(mails[1].text)![1];
    const ok = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: newCode, id: userId } });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired code (VERIFICATION_CODE_TTL), mails a new one and refuses the old one after', async () => {
    const short = await startTestServer({ verificationCodeTtl: 1 });
    try {
      const email = uniqueEmail('late');
      const signup = await api(short.url, 'POST', '/auth/signup', { body: signupBody(email) });
      const [first] = await outboxFor(short.dataDir, email);
      const code = /\?code=(\d{4})/.exec(first.text)![1];
      await sleep(1100);
      // The code mailed in answer gets a day, so the end of this test does not race the clock.
      short.server.ctx.settings.verificationCodeTtl = 86400;
      const expired = await api(short.url, 'POST', '/users/verify-otp', { body: { otp: code, id: signup.body._id } });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ statusCode: 400, message: 'The verification code has expired. We have sent a new code to your email.' });
      const mails = await outboxFor(short.dataDir, email);
      expect(mails).toHaveLength(2);
      const fresh = /\?code=(\d{4})/.exec(mails[1].text)![1];
      if (fresh !== code) {
        const old = await api(short.url, 'POST', '/users/verify-otp', { body: { otp: code, id: signup.body._id } });
        expect(old.body).toEqual({ statusCode: 400, message: 'The verification code is not valid' });
      }
      const ok = await api(short.url, 'POST', '/users/verify-otp', { body: { otp: fresh, id: signup.body._id } });
      expect(ok.body).toEqual({ statusCode: 200, message: 'Your email has been verified' });
    } finally {
      await short.close();
    }
  });

  it('refuses a code for a deactivated account', async () => {
    const email = uniqueEmail('gone');
    const signup = await api(t.url, 'POST', '/auth/signup', { body: signupBody(email) });
    const code = /\?code=(\d{4})/.exec((await outboxFor(t.dataDir, email))[0].text)![1];
    await t.server.ctx.db.update(users).set({ status: 3 }).where(eq(users.id, signup.body._id));
    const refused = await api(t.url, 'POST', '/users/verify-otp', { body: { otp: code, id: signup.body._id } });
    expect(refused.body).toEqual({ statusCode: 400, message: 'This account has been deactivated' });
  });
});

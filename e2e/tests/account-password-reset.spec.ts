// Forgot password → mailed link → new password → /login after 3 s; the link works once,
// and the reset ends the logins the user had before.
import { expect, test } from '@playwright/test';
import { activeUser, apiSignIn } from '../support/accounts';
import { sidebar, submitLogin } from '../support/console';
import { linkIn, waitForMail } from '../support/outbox';

test('forgot and reset password end to end; the link cannot be used twice', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const user = await activeUser(request, 'reset');
  const newPassword = 'Reset#Pass2';
  const earlierLogin = await apiSignIn(request, user);

  // The login page leads to the form.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText('Forgot password').first()).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(user.email);
  const since = new Date();
  await send.click();
  await expect(page.getByText('A reset link has been sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link Again' })).toBeVisible();

  const mail = await waitForMail(user.email, { since, subject: /reset|password/i });
  const link = linkIn(mail, '/users/reset-password/');
  expect(new URL(link, 'http://x').searchParams.get('token')).toBeTruthy();

  // The reset form: email from the link, the button waits for both passwords.
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await expect(reset).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await expect(reset).toBeEnabled();
  await reset.click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();
  const resetAt = Date.now();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(Date.now() - resetAt, 'stays ~3 s on the reset page').toBeGreaterThan(2_000);

  // The reset ended the login made before it.
  const oldRefresh = await request.post('/api/auth/refresh', { headers: { Authorization: `Bearer ${earlierLogin.refreshToken}` } });
  expect(oldRefresh.status()).toBe(401);

  await submitLogin(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();

  // The same link again is refused with the server's message, and the password stays.
  const context = await browser.newContext({ baseURL });
  const again = await context.newPage();
  await again.goto(link);
  await again.getByLabel('Password', { exact: true }).fill('Other#Pass3');
  await again.getByLabel('Confirm Password').fill('Other#Pass3');
  const answer = again.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/set-forgot-password');
  await again.getByRole('button', { name: 'Reset Password' }).click();
  expect((await answer).status()).toBe(400);
  await expect(again.getByText('This reset link is invalid or has expired')).toBeVisible();
  await again.waitForTimeout(3_500);
  await expect(again).toHaveURL(/\/users\/reset-password\//);
  await context.close();
  await apiSignIn(request, { email: user.email, password: newPassword });
});

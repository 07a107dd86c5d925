// Verification by the mailed 4-digit code at /auth/activate/<id>: a wrong code is refused, the right one activates.
import { expect, test } from '@playwright/test';
import { freshUser, signUpByApi } from '../support/accounts';
import { sidebar, submitLogin } from '../support/console';
import { codeIn, waitForMail } from '../support/outbox';

const VERIFIED = 'You have successfully verified your Email. We are redirecting you to login page...';

test('a new user activates with the 4-digit code after a wrong one is refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = freshUser('code');
  const { id, since } = await signUpByApi(request, user);
  const code = codeIn(await waitForMail(user.email, { since }));
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

  // Not active yet: signing in is refused.
  expect((await request.post('/api/auth/signin', { data: user })).status()).toBeGreaterThanOrEqual(400);

  await page.goto(`/auth/activate/${id}`);
  const field = page.getByLabel('Verification code');
  const verify = page.getByRole('button', { name: 'Verify' });

  await field.fill(wrong);
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/verify-otp');
  await verify.click();
  const refusal = await refused;
  expect(refusal.status()).toBe(400);
  await expect(page.getByText((await refusal.json()).message)).toBeVisible();
  await expect(page.getByText(VERIFIED)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/auth/activate/${id}$`));

  await field.fill(code);
  await verify.click();
  await expect(page.getByText(VERIFIED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await submitLogin(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();
});

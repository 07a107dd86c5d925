// Issue 3 end to end: sign up, verify from the mailed link, sign in, profile with a photo,
// change the password, sign out through the modal and back in with the new password only.
import { expect, test, type Page } from '@playwright/test';
import { freshUser, TINY_PNG } from '../support/accounts';
import { sidebar, submitLogin } from '../support/console';
import { linkIn, waitForMail } from '../support/outbox';

const VERIFIED = 'You have successfully verified your Email. We are redirecting you to login page...';

async function openProfileMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a new user signs up, verifies by mail, edits the profile with a photo, changes the password and signs back in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = freshUser('signup');
  const newPassword = 'Next#Pass2';

  // Sign up.
  await page.goto('/signup');
  await expect(page.getByText('Sign up your account')).toBeVisible();
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByLabel('Phone No.').fill(user.phoneNumber);
  await page.getByLabel('Your Website').fill(user.website);
  const since = new Date();
  await signUp.click();
  await expect(page).toHaveURL(/\/email-verify$/);
  await expect(page.getByText('Registration Successful')).toBeVisible();

  // The mailed link verifies on load, then sends the user to /login.
  const mail = await waitForMail(user.email, { since });
  const link = linkIn(mail, '/email-verify/');
  await page.goto(link);
  await expect(page.getByText(VERIFIED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  await submitLogin(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();

  // My Account: read-only email, role label, new details and a photo.
  await openProfileMenuItem(page, 'My Account');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Role')).toHaveValue('Admin');
  await page.getByLabel('Full Name').fill('Nora Photo');
  await page.getByLabel('Job Title').fill('Support Lead');
  await page.getByLabel('Bio', { exact: true }).fill('Answers the chats.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user-info/update-profile');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(/Your profile (is successfully|photo has been) updated/).first()).toBeVisible();

  // The header avatar shows the uploaded picture, served as a PNG.
  const avatar = page.getByRole('banner').locator('img[src*="/api/files/profile-photos/"]');
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const photo = await request.get((await avatar.getAttribute('src')) as string);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/png');
  expect(await photo.body()).toEqual(TINY_PNG);
  // The saved details survive a reload.
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Nora Photo');
  await expect(page.getByLabel('Job Title')).toHaveValue('Support Lead');

  // Change Password.
  await openProfileMenuItem(page, 'Change Password');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password is successfully updated')).toBeVisible();

  // Sign out through the modal.
  await openProfileMenuItem(page, 'Logout');
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is refused, the new one works.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/signin');
  await submitLogin(page, user);
  const refusal = await refused;
  expect(refusal.status()).toBeGreaterThanOrEqual(400);
  await expect(page.getByText((await refusal.json()).message)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, { email: user.email, password: newPassword });
  // A deliberate logout is not a page to return to: sign-in lands on the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();
});

// Issue 37: the console in the staff member's language. The owner picks German in My Account: the open
// dashboard turns German at once, and History and Reports, loaded after the switch, come German, each area's
// language in one more request; a form's validation message is German too. Arabic turns the console right to
// left, axe clean.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { catalogue } from '../support/catalogues';
import { signIn, sidebar } from '../support/console';
import { freshAccount } from '../support/fresh-owner';

const shellDe = catalogue('shell/src/app/i18n', 'de');
const historyDe = catalogue('mfe-history/src/i18n', 'de');
const reportsDe = catalogue('mfe-reports/src/i18n', 'de');
const reportsAr = catalogue('mfe-reports/src/i18n', 'ar');
const validationDe = catalogue('shared-kernel/src/validation-texts/i18n', 'de');

/** My Account's language field: picks `name` (the language as it calls itself). */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('combobox', { name: /Language|Sprache|اللغة/ }).click();
  await page.getByRole('option', { name }).click();
}

test('the owner switches to German: the console turns German at once, and areas loaded later come German', async ({ page, request }) => {
  const { owner } = await freshAccount(request, 'lang-de', 'Sprachladen');
  await signIn(page, owner);
  const languageFiles: string[] = [];
  page.on('request', (sent) => {
    const file = new URL(sent.url()).pathname;
    if (/lang-de\.[0-9a-f]+\.js$/.test(file)) languageFiles.push(file);
  });

  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('link', { name: shellDe['sidebar.dashboard'] })).toBeVisible();

  await sidebar(page).getByRole('link', { name: shellDe['sidebar.chatHistory'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: historyDe['history.title'] })).toBeVisible();
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: reportsDe['overview.title'] })).toBeVisible();
  await expect(page.getByRole('tab', { name: reportsDe['reports.tabs.ratings'] })).toBeVisible();

  // One file a language per area (the shell's holds the kernel's texts too), whatever the pages opened.
  const filesByArea = new Map<string, Set<string>>();
  for (const file of languageFiles) {
    const area = file.slice(0, file.lastIndexOf('/') + 1);
    filesByArea.set(area, (filesByArea.get(area) ?? new Set()).add(file));
  }
  expect([...filesByArea.keys()].sort()).toEqual(['/', '/remotes/mfe-history/', '/remotes/mfe-live-chat/', '/remotes/mfe-reports/']);
  for (const files of filesByArea.values()) expect(files.size).toBe(1);
  // The choice is the user's: a new page of the console starts in it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: reportsDe['overview.title'] })).toBeVisible();

  // A form's check speaks German as well (the shared rules' messages, from the kernel's catalogue).
  await page.goto('/profile');
  const fullName = page.getByRole('textbox', { name: shellDe['profile.fullName'] });
  await fullName.fill('ab');
  await fullName.blur();
  await expect(page.getByText(validationDe.profileFullName, { exact: true })).toBeVisible();
});

test('in Arabic the console is right to left: the sidebar on the right, the page axe clean', async ({ page, request }) => {
  const { owner } = await freshAccount(request, 'lang-ar', 'متجر');
  await signIn(page, owner);
  const navLeftToRight = await sidebar(page).boundingBox();
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: reportsAr['overview.title'] })).toBeVisible();
  const nav = await sidebar(page).boundingBox();
  const width = page.viewportSize()?.width ?? 1280;
  if (!nav || !navLeftToRight) throw new Error('the sidebar is not laid out');
  expect(navLeftToRight.x).toBeLessThan(width / 2);
  expect(nav.x).toBeGreaterThan(width / 2);
  await expectNoSeriousA11yViolations(page, 'the Arabic reports');
});

// Teams ship areas on their own (docs/operations.md, "Releases of one area"): an area as it was before its last
// change runs in today's console, today's areas run under the shell as it was before its last change,
// an area built for a newer contract shows its fallback while the rest works, and a promotion then a
// rollback reach a console that is open. Runs against stacks of its own (their remotes.json and
// releases live in a temporary folder), builds two apps from git history (about two minutes).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { OWNER, sidebar, signIn, submitLogin } from '../support/console';
import { beforeLastChangeOf, buildShellFrom, checkOutAt, releaseFrom, REPO_ROOT, switchRemote } from '../support/older-builds';
import { launchStack, type Stack } from '../support/stack';

const NEEDS_NEWER_CONSOLE = 'This area was updated and needs a newer console; reload';
const UPDATE_AVAILABLE = 'A new version of this area is available';
const INCOMPATIBLE = 'incompatible-2.0';

interface ReleaseStack extends Stack {
  env: { REMOTES_JSON: string; RELEASES_DIR: string };
  /** The history area released from the commit before its last change. */
  olderHistory: string;
  work: string;
}

/** Today's agents build, declaring a contract major this console does not have. */
function releaseIncompatibleAgents(releasesDir: string): void {
  const folder = path.join(releasesDir, 'mfe-agents', INCOMPATIBLE);
  cpSync(path.join(REPO_ROOT, 'mfe-agents', 'dist'), folder, { recursive: true });
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.contractVersion = '2.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });
}

const test = base.extend<object, { releaseStack: ReleaseStack }>({
  releaseStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const work = mkdtempSync(path.join(tmpdir(), 'live-chat-skew-'));
      const env = { REMOTES_JSON: path.join(work, 'remotes.json'), RELEASES_DIR: path.join(work, 'releases') };
      cpSync(path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'), env.REMOTES_JSON);
      const older = path.join(work, 'history-before');
      checkOutAt(beforeLastChangeOf('mfe-history'), 'mfe-history', older);
      const olderHistory = releaseFrom(older, 'history', env.RELEASES_DIR);
      releaseIncompatibleAgents(env.RELEASES_DIR);
      const stack = await launchStack(env);
      await use({ ...stack, env, olderHistory, work });
      await stack.stop();
      rmSync(work, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ releaseStack }, use) => use(releaseStack.url),
});

/** The remoteEntry.js URLs the page fetches from now on. */
function entriesFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function expectContacts(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/is unavailable right now|needs a newer console/)).toHaveCount(0);
}

test('the history area as it was before its last change runs in today’s console', async ({ page, releaseStack }) => {
  const { env, olderHistory } = releaseStack;
  switchRemote(['promote', 'history', olderHistory], env);
  try {
    const fetched = entriesFetched(page);
    await signIn(page, OWNER);
    await sidebar(page).getByRole('link', { name: 'Contacts' }).click();
    await expectContacts(page);
    await sidebar(page).getByRole('link', { name: 'Chat History' }).click();
    await expect(page.getByRole('heading', { name: 'Conversation History', level: 1 })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filters' })).toBeVisible();
    expect(fetched).toContain(`/releases/mfe-history/${olderHistory}/remoteEntry.js`);
    expect(fetched).not.toContain('/remotes/mfe-history/remoteEntry.js');
  } finally {
    switchRemote(['rollback', 'history'], env);
  }
});

test('an area built for a newer contract shows its fallback while the dashboard keeps working', async ({ page, releaseStack }) => {
  const { env } = releaseStack;
  switchRemote(['promote', 'agents', INCOMPATIBLE], env);
  const fetched = entriesFetched(page);
  await signIn(page, OWNER);
  await sidebar(page).getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByText(NEEDS_NEWER_CONSOLE)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Refused before any of its code ran.
  expect(fetched.filter((url) => url.includes(INCOMPATIBLE))).toEqual([]);

  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(NEEDS_NEWER_CONSOLE)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();

  // Rolled back, the area's Retry loads the compatible version without a page reload.
  await sidebar(page).getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByText(NEEDS_NEWER_CONSOLE)).toBeVisible({ timeout: 20_000 });
  switchRemote(['rollback', 'agents'], env);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Add Agent' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(NEEDS_NEWER_CONSOLE)).toHaveCount(0);
});

test('a promotion, then a rollback, reach a console that is open on the area', async ({ page, releaseStack }) => {
  const { env, olderHistory } = releaseStack;
  const fetched = entriesFetched(page);
  await signIn(page, OWNER);
  await sidebar(page).getByRole('link', { name: 'Contacts' }).click();
  await expectContacts(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  expect(fetched).toEqual(expect.arrayContaining(['/remotes/mfe-history/remoteEntry.js']));

  switchRemote(['promote', 'history', olderHistory], env);
  // The console checks when the window regains focus (and every minute).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(UPDATE_AVAILABLE)).toBeVisible();
  await expectContacts(page);
  await page.getByRole('button', { name: 'Reload History' }).click();
  await expectContacts(page);
  await expect(page.getByText(UPDATE_AVAILABLE)).toHaveCount(0);
  expect(fetched).toContain(`/releases/mfe-history/${olderHistory}/remoteEntry.js`);

  switchRemote(['rollback', 'history'], env);
  const before = fetched.length;
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await sidebar(page).getByRole('link', { name: 'Contacts' }).click();
  await expectContacts(page);
  expect(fetched.slice(before)).toContain('/remotes/mfe-history/remoteEntry.js');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('today’s areas run under the shell as it was before its last change', async ({ page, releaseStack }) => {
  test.setTimeout(300_000);
  // A static root whose shell is the older build and whose areas and widget are today's.
  const root = path.join(releaseStack.work, 'static');
  const older = path.join(releaseStack.work, 'shell-before');
  checkOutAt(beforeLastChangeOf('shell'), 'shell', older);
  buildShellFrom(older, path.join(root, 'shell', 'dist'));
  for (const entry of readdirSync(REPO_ROOT)) {
    if (entry.startsWith('mfe-') || entry === 'widget') symlinkSync(path.join(REPO_ROOT, entry), path.join(root, entry));
  }
  const stack = await launchStack({ STATIC_ROOT: root });
  try {
    await page.goto(`${stack.url}/login`);
    await submitLogin(page, OWNER);
    await expect(page).toHaveURL(/\/dashboard$/);
    await sidebar(page).getByRole('link', { name: 'Contacts' }).click();
    await expectContacts(page);
    await sidebar(page).getByRole('link', { name: 'Agents' }).click();
    await expect(page.getByRole('button', { name: 'Add Agent' })).toBeVisible({ timeout: 20_000 });
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('main')).not.toBeEmpty();
  } finally {
    await stack.stop();
  }
});

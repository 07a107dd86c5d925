// Screens a role may not open are refused at their address (issue 24): the demo agent typing the address of
// Domains, the widget editor or any other admin or manager screen sees a notice with Go to Dashboard inside
// the console frame, nothing of the screen, and the console asks the server for none of its data. A stored
// return path that is not a console screen the agent may open leads to the dashboard after sign-in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGENT, OWNER, sidebar, signIn, submitLogin } from '../support/console';
import { bearer } from '../support/settings';

const NOTICE = 'This page is not available to you';

/** Every screen the spec keeps from agents (admins only, or admins and managers). */
const AGENT_REFUSED = [
  '/my-widgets',
  '/create-widget',
  '/edit-widget',
  '/widget-settings',
  '/create-auto-message',
  '/edit-auto-message',
  '/unattended-chats',
  '/manage-agents',
  '/create-agent',
];

/** The calls those screens load their data with. */
const REFUSED_DATA = /\/api\/(widget\/|smart-message\/|chat\/unattended-chats|users\/agent-list|users\/by-department|department\/)/;

/** Records the calls for a refused screen's data the page makes from now on. */
function watchRefusedData(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (REFUSED_DATA.test(new URL(request.url()).pathname)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

interface DemoWidget {
  _id: string;
  widgetName: string;
}

async function demoWidget(request: APIRequestContext): Promise<DemoWidget> {
  const answer = await request.post('/api/widget/get-widgets', { headers: await bearer(request, OWNER) });
  const [demo] = (await answer.json()) as DemoWidget[];
  return demo;
}

/** Opens the widget editor handed a widget in its navigation state, as the Domains list's Edit does. */
async function openEditorWith(page: Page, widget: DemoWidget): Promise<void> {
  await page.evaluate((state) => {
    window.history.pushState({ usr: { widget: state }, key: 'typed', idx: 1 }, '', '/edit-widget');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, widget);
}

async function expectNotice(page: Page): Promise<void> {
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your role does not give access to this page.');
  await expect(notice.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
}

test('the demo agent typing an admin or manager address sees the notice, none of the screen, and no data is asked for', async ({ page, request }) => {
  test.setTimeout(120_000);
  const demo = await demoWidget(request);
  await signIn(page, AGENT);
  const asked = watchRefusedData(page);

  for (const path of AGENT_REFUSED) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectNotice(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
  await expect(page.getByRole('heading', { name: 'Domains' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await test.step('the widget editor handed a widget in its navigation state, as the Domains list would', async () => {
    await openEditorWith(page, demo);
    await expectNotice(page);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByText(demo.widgetName)).toHaveCount(0);
  });

  expect(asked, 'no refused screen asks for its data').toEqual([]);

  await page.getByRole('region', { name: NOTICE }).getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
});

test('the owner still opens Domains and the widget editor at their address', async ({ page, request }) => {
  const demo = await demoWidget(request);
  await signIn(page, OWNER);
  await page.goto('/my-widgets');
  await expect(page.getByRole('heading', { name: 'Domains' })).toBeVisible();
  // The same hand-over the agent's page is refused: the owner gets the filled editor.
  await openEditorWith(page, demo);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
});

for (const stored of ['//evil.example', 'https://evil.example/dashboard', 'javascript:alert(1)', '/login', '/my-widgets', '{"path":"/dashboard"}']) {
  test(`a stored return path of ${stored} leads the agent to the dashboard after sign-in`, async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((value) => localStorage.setItem('redirect_path', value), stored);
    await submitLogin(page, AGENT);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByText('Something went wrong', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBeNull();
  });
}

test('a stored emailed chat link is still followed after sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('redirect_path', '/chat/offline-message/no-such-message'));
  await submitLogin(page, AGENT);
  await expect(page).toHaveURL(/\/chat\/offline-message\/no-such-message$/);
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
});

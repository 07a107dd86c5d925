// Issue 37: no text outside the catalogues. In the pseudo-locale (a browser set to en-XA) every catalogue
// text is accented, a third longer and bracketed; the sweep opens every console screen and the widget and
// finds each word that is not, and checks that the longer texts do not break a 1280 px wide layout.
import { expect, test } from '@playwright/test';
import { inAnyLanguage } from '../support/catalogues';
import { signIn } from '../support/console';
import { freshAccount } from '../support/fresh-owner';
import { demoPageOf } from '../support/settings';
import { guestOn, launcher, setOnline } from '../support/live';
import { initialsOf, overflowsSideways, untranslatedTexts, type Untranslated } from '../support/pseudo-sweep';

const SIGNED_OUT = ['/login', '/signup', '/forgot-password'];
const CONSOLE = [
  '/dashboard',
  '/active-chats',
  '/contacts',
  '/conversation-history',
  '/unattended-chats',
  '/blocked-visitors',
  '/manage-agents',
  '/create-agent',
  '/my-widgets',
  '/create-widget',
  '/canned-messages',
  '/auto-messages',
  '/create-auto-message',
  '/profile',
  '/change-password',
  '/reports',
  '/reports/agents',
  '/reports/ratings',
  '/integrations',
];

const WIDGET_HOST = '[data-live-chat-widget]';

test.use({ locale: 'en-XA', viewport: { width: 1280, height: 900 } });

test('every console screen and the widget show their texts from the catalogues, and keep their layout', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const { owner, widget, agent } = await freshAccount(request, 'pseudo', 'Pseudo Shop');
  // What the product only shows: names (and the avatars' initials), addresses, the widget's name and domain.
  const data = [owner.fullName, owner.email, widget.widgetName, widget.domain, agent.fullName, agent.email, 'Live Chat'];
  data.push(...[owner.fullName, agent.fullName].map(initialsOf));
  const left: Untranslated[] = [];
  const overflowing: string[] = [];

  const sweep = async (screen: string) => {
    // Settled: the skeletons gone, the screen's texts in.
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.locator('main, form, [role=main]').first()).toContainText('⟧');
    left.push(...(await untranslatedTexts(page, screen, data)));
    if (await overflowsSideways(page)) overflowing.push(screen);
  };

  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await sweep(path);
  }
  await signIn(page, owner);
  for (const path of CONSOLE) {
    await page.goto(path);
    await sweep(path);
  }

  // A chat on the account's widget: the widget, and the dashboard with the chat accepted and answered (the
  // chat panel, its transcript lines and the Guest Info beside it). Only the widget is swept (the demo site's
  // own words are not the product's).
  await setOnline(request, owner, true);
  const guest = await guestOn(browser, baseURL, demoPageOf(widget), undefined, { locale: 'en-XA' });
  // Texts left at the spec's defaults speak the guest's language (the launcher's sent so by the server, the
  // window's from the widget's catalogue), so all of them are swept, the launcher's included.
  const question = `Pseudo ${Date.now()}`;
  const answer = `Answer ${Date.now()}`;
  await launcher(guest.page).click();
  const window = guest.page.getByRole('dialog');
  await expect(window).toContainText('⟧');
  await window.getByRole('textbox').fill(question);
  await window.getByRole('textbox').press('Enter');
  await expect(window.getByText(question, { exact: true })).toBeVisible();
  left.push(...(await untranslatedTexts(guest.page, 'widget', [...data, question], WIDGET_HOST)));

  data.push(question, answer);
  await page.goto('/dashboard');
  const incoming = page.getByTestId('incoming-chat').filter({ hasText: question });
  await incoming.getByRole('button').first().click();
  const input = page.getByRole('textbox', { name: inAnyLanguage('mfe-live-chat/src/i18n', 'chatPanel.inputLabel') });
  await input.fill(answer);
  await input.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: answer })).toHaveCount(1);
  await expect(window.getByText(answer, { exact: true })).toBeVisible();
  await sweep('/dashboard with a chat');
  left.push(...(await untranslatedTexts(guest.page, 'widget in a chat', data, WIDGET_HOST)));
  await guest.context.close();

  expect(left, 'texts not taken from a catalogue').toEqual([]);
  expect(overflowing, 'screens wider than 1280 px').toEqual([]);
});

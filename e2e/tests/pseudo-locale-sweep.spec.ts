// Issue 37: no text outside the catalogues. In the pseudo-locale (a browser set to en-XA) every catalogue
// text is accented, a third longer and bracketed; the sweep opens every console screen and the widget and
// finds each word that is not, and checks that the longer texts do not break a 1280 px wide layout.
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from '../support/console';
import { freshAccount } from '../support/fresh-owner';
import { guestOn, launcher, setOnline, WIDGET } from '../support/live';
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

  // The demo site's widget (its owner's own texts, as typed, are data).
  await setOnline(request, OWNER, true);
  const guest = await guestOn(browser, baseURL, '/demo/index.html', undefined, { locale: 'en-XA' });
  await launcher(guest.page).click();
  const window = guest.page.getByRole('dialog');
  await expect(window).toContainText('⟧');
  // Only the widget (the demo site's own words are not the product's); the texts its owner typed in the
  // editor (the launcher's and the online line, the demo widget's as created) are shown as typed.
  const ownerTyped = [WIDGET.launcher, WIDGET.onlineText];
  left.push(...(await untranslatedTexts(guest.page, 'widget', [...data, ...ownerTyped], '[data-live-chat-widget]')));
  await guest.context.close();

  expect(left, 'texts not taken from a catalogue').toEqual([]);
  expect(overflowing, 'screens wider than 1280 px').toEqual([]);
});

// Issue 37: the widget speaks the guest's language. A browser preferring Spanish gets the Spanish window
// (one more request, its language's file) and the chat's transcript mailed in Spanish; an Arabic one a
// right-to-left window, its composer and the guest's bubbles mirrored, axe clean. The owner's texts for
// Spanish visitors, typed in the editor, reach a Spanish guest and no other.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { catalogue } from '../support/catalogues';
import { OWNER, signIn } from '../support/console';
import { freshOwner } from '../support/fresh-owner';
import { fillEmailBox, guestOn, launcher, setOnline, unique } from '../support/live';
import { waitForMail } from '../support/outbox';
import { createWidgetByApi, demoPageOf, uniqueDomain, updateWidgetByApi } from '../support/settings';

const chatDialog = (page: Page) => page.getByRole('dialog');

/** The launcher left at the spec's default, in a language (the server sends it translated). */
const launcherIn = (locale: string) => catalogue('server/src/visitors/i18n', locale)['launcher.buttonText'];

/** The widget's texts in Spanish and Arabic (widget/src/i18n/es.json and ar.json). */
const es = { inputPlaceholder: 'Escriba un mensaje…', send: 'Enviar', close: 'Cerrar chat' };
const ar = { chatLabel: 'المحادثة', inputPlaceholder: 'اكتب رسالة…', send: 'إرسال' };

test('a guest whose browser prefers Spanish gets the Spanish widget, its language in one more file', async ({ browser, baseURL, request }) => {
  await setOnline(request, OWNER, true);
  const guest = await guestOn(browser, baseURL, '/demo/index.html', undefined, { locale: 'es-ES' });
  const languageFiles: string[] = [];
  guest.page.on('request', (sent) => {
    if (/\/widget\/lang-[\w-]+\.[0-9a-f]+\.js$/.test(new URL(sent.url()).pathname)) languageFiles.push(new URL(sent.url()).pathname);
  });
  await expect(launcher(guest.page)).toHaveAccessibleName(launcherIn('es'));
  await launcher(guest.page).click();
  const window = chatDialog(guest.page);
  await expect(window).toBeVisible();
  await expect(window).toHaveAttribute('lang', 'es');
  await expect(window.getByRole('textbox', { name: es.inputPlaceholder })).toBeVisible();
  await expect(window.getByRole('button', { name: es.send, exact: true })).toBeVisible();
  await expect(window.getByRole('button', { name: es.close })).toBeVisible();
  expect(languageFiles).toHaveLength(1);
  expect(languageFiles[0]).toMatch(/lang-es\./);
  await guest.context.close();
});

test('a Spanish guest who gave an e-mail receives the transcript in Spanish', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const owner = await freshOwner(request, 'es-mail');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Tienda Sol', domain: uniqueDomain('es-mail') });
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({ ...stored, emailTranscript: true }));
  await setOnline(request, owner, true);
  const widgetTexts = catalogue('widget/src/i18n', 'es');
  const mailTexts = catalogue('server/src/mail/i18n', 'es');

  const guest = await guestOn(browser, baseURL, demoPageOf(widget), undefined, { locale: 'es-ES' });
  await launcher(guest.page).click();
  const window = chatDialog(guest.page);
  const question = `¿Envían al extranjero? ${unique('q')}`;
  await window.getByRole('textbox', { name: es.inputPlaceholder }).fill(question);
  await window.getByRole('textbox', { name: es.inputPlaceholder }).press('Enter');
  const address = `${unique('cliente')}@example.com`;
  await fillEmailBox(window.getByRole('textbox', { name: widgetTexts.emailPlaceholder }), address);
  await window.getByRole('button', { name: widgetTexts.emailSave, exact: true }).click();
  await expect(window.getByText(widgetTexts.emailSaved)).toBeVisible();
  const ended = new Date();
  await window.getByRole('button', { name: widgetTexts.endChat }).click();
  await expect(window.getByText(widgetTexts.chatEnded)).toBeVisible();

  const mail = await waitForMail(address, { since: ended });
  expect(mail.subject).toBe(mailTexts['transcript.subject'].replace('{widgetName}', 'Tienda Sol'));
  expect(mail.text).toContain(mailTexts['transcript.intro'].replace('{widgetName}', 'Tienda Sol').replace('{domain}', widget.domain));
  expect(mail.text).toContain(`${mailTexts['transcript.you']}: ${question}`);
  expect(mail.text).toContain(mailTexts['transcript.thanks']);
  await setOnline(request, owner, false);
  await guest.context.close();
});

test('an Arabic guest gets a right-to-left widget, the composer and the bubbles mirrored, axe clean', async ({ browser, baseURL, request }) => {
  await setOnline(request, OWNER, true);
  const guest = await guestOn(browser, baseURL, '/demo/index.html', undefined, { locale: 'ar-EG' });
  await expect(launcher(guest.page)).toHaveAccessibleName(launcherIn('ar'));
  await launcher(guest.page).click();
  const window = chatDialog(guest.page);
  await expect(window).toBeVisible();
  await expect(window).toHaveAttribute('dir', 'rtl');
  await expect(window).toHaveAccessibleName(ar.chatLabel);
  const input = window.getByRole('textbox', { name: ar.inputPlaceholder });
  const send = window.getByRole('button', { name: ar.send, exact: true });
  await input.fill('مرحبا، أحتاج إلى مساعدة في حجزي');
  await input.press('Enter');
  const bubble = window.getByText('مرحبا، أحتاج إلى مساعدة في حجزي', { exact: true });
  await expect(bubble).toBeVisible();

  // Measured once the window holds still: the bubble was seen gone for a moment just after it showed (1 run in 4).
  await expect(async () => {
    const [panel, inputBox, sendBox, bubbleBox] = await Promise.all([window.boundingBox(), input.boundingBox(), send.boundingBox(), bubble.boundingBox()]);
    if (!panel || !inputBox || !sendBox || !bubbleBox) throw new Error(`the window is not laid out: ${JSON.stringify({ panel, inputBox, sendBox, bubbleBox })}`);
    // Right to left: Send sits left of the text box, and the guest's own bubble on the left half.
    expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(inputBox.x + 1);
    expect(bubbleBox.x - panel.x).toBeLessThan(panel.width / 2 - bubbleBox.width / 2);
  }).toPass({ timeout: 10_000 });
  // The demo widget's own colours are the owner's (the editor measures and warns about their contrast).
  await expectNoSeriousA11yViolations(guest.page, 'the Arabic widget', { ownerColoured: ['div[data-live-chat-widget]'] });
  await guest.context.close();
});

test("the owner's texts for Spanish visitors, typed in the editor, reach a Spanish guest and no other", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const owner = await freshOwner(request, 'es-texts');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Tienda Luna', domain: uniqueDomain('es-texts') });
  const settings = catalogue('mfe-settings/src/i18n', 'en');
  const inSpanish = (key: string) => settings[key].replace('{language}', 'Español');
  await signIn(page, owner);
  await page.goto('/my-widgets');
  await page.getByRole('button', { name: 'Edit Tienda Luna' }).click();
  await expect(page).toHaveURL(/\/edit-widget$/);
  const section = page.getByRole('region', { name: settings['widgets.language'] });
  await expect(section.getByRole('combobox', { name: settings['widgets.ownTextsLanguage'] })).toHaveText('Español');
  await section.getByRole('textbox', { name: inSpanish('widgets.ownText.buttonText') }).fill('Escríbenos');
  await section.getByRole('textbox', { name: inSpanish('widgets.ownText.onlineText') }).fill('Estamos aquí para ayudarle');
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/widget/update') && answer.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await setOnline(request, owner, true);

  const spanishGuest = await guestOn(browser, baseURL, demoPageOf(widget), undefined, { locale: 'es-ES' });
  const spanishLauncher = spanishGuest.page.getByRole('button', { name: 'Escríbenos' });
  await spanishLauncher.click();
  await expect(chatDialog(spanishGuest.page).getByText('Estamos aquí para ayudarle')).toBeVisible();
  await spanishGuest.context.close();

  const frenchGuest = await guestOn(browser, baseURL, demoPageOf(widget), undefined, { locale: 'fr-FR' });
  await expect(launcher(frenchGuest.page)).toHaveAccessibleName(launcherIn('fr'));
  await launcher(frenchGuest.page).click();
  await expect(chatDialog(frenchGuest.page).getByText(catalogue('widget/src/i18n', 'fr')['ownerDefault.onlineText'])).toBeVisible();
  await expect(chatDialog(frenchGuest.page).getByText('Estamos aquí para ayudarle')).toHaveCount(0);
  await setOnline(request, owner, false);
  await frenchGuest.context.close();
});

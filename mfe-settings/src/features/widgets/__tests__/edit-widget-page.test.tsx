// Edit widget (/edit-widget, /widget-settings; spec 001 §2, §4, §5, §7, §8): redirect without state,
// e-mail chips, Save Changes rules and body, theme ↔ colours, the button-text checkbox, write-only
// secrets, departments, the live preview's messages and the contrast warning with its fix.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_PREVIEW_READY, WIDGET_PREVIEW_SETTINGS, embedScript, type DepartmentGroup, type Widget, type WidgetPreviewSettings, type WidgetUpdatePayload } from 'shared-kernel/contracts';
import { ROUTING_DEFAULTS } from 'shared-kernel/queue';
import { MESSAGES } from 'shared-kernel/rules';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import SettingsArea from '../../../app/remote-app';
import { WIDGET_TEXTS as T } from '../texts';
import { GoTo, mockClipboard, setWindowWidth, widgetFixture } from './widget-fixture';

const DEPARTMENTS = [
  [{ _id: 'd-sales', title: 'Sales' }],
  [{ _id: 'd-support', title: 'Support' }],
] as unknown as DepartmentGroup[];

async function openEditor(widget: Widget = widgetFixture(), options: MockShellOptions & { path?: string } = {}) {
  const { path = '/edit-widget', ...shell } = options;
  const result = renderWithShell(
    <>
      <GoTo to={path} state={{ widget }} />
      <SettingsArea />
    </>,
    { route: '/start', ...shell, endpoints: { byDepartment: DEPARTMENTS, updateWidget: widget, ...shell.endpoints } },
  );
  // The first test also loads the area's lazy pages, which can take longer than findBy's default second.
  await screen.findByRole('button', { name: T.saveChanges }, { timeout: 5000 });
  return { user: userEvent.setup({ delay: null }), ...result };
}

/** Enters a whole value at once (click, then paste): for tests about the value, not about typing key by key. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Replaces a field's value at once: clear (which leaves the caret in it), then paste. */
async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const save = () => screen.getByRole('button', { name: T.saveChanges });
/** Waits for the save to finish (Formik's last state updates), so nothing updates after the test. */
const settle = () => waitFor(() => expect(screen.getByRole('form', { name: T.editTitle })).toHaveAttribute('aria-busy', 'false'));
const sent = (calls: { key: string | null; payload: unknown }[]) => calls.filter((c) => c.key === 'updateWidget').map((c) => c.payload as WidgetUpdatePayload);

beforeEach(() => setWindowWidth(1280));

describe('Edit widget: page', () => {
  it('goes to /my-widgets without a widget in the navigation state', async () => {
    const { location } = renderWithShell(<SettingsArea />, { route: '/edit-widget', endpoints: { getWidgets: [] } });
    expect(await screen.findByRole('heading', { name: T.domainsTitle })).toBeInTheDocument();
    expect(location()).toBe('/my-widgets');
  });

  it.each([
    ['/edit-widget', T.editTitle],
    ['/widget-settings', T.settingsTitle],
  ])('%s shows the editor with a Back link', async (path, title) => {
    await openEditor(widgetFixture(), { path });
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/my-widgets');
    expect(field(T.widgetName)).toHaveValue('Shop');
  });

  it('shows the embed script with Copy Script', async () => {
    const { user } = await openEditor();
    const script = embedScript(window.location.origin, 'plug-1', 'shop.example.com');
    expect(screen.getByRole('textbox', { name: T.scriptLabel })).toHaveValue(script);
    const writeText = mockClipboard(true);
    await user.click(screen.getByRole('button', { name: T.copyScript }));
    expect(writeText).toHaveBeenCalledWith(script);
    await waitFor(() => expect(screen.getByText(T.copyOk)).toBeInTheDocument());
  });
});

describe('Edit widget: notification e-mails', () => {
  it('adds on Enter and comma, ignores duplicates, refuses bad addresses and removes with x', async () => {
    const { user } = await openEditor();
    const input = field(T.notificationEmails);
    const list = () => within(screen.getByRole('list', { name: T.notificationEmails }));
    // Each chip reads its address; the x's title ('Remove ...') follows it.
    const chips = () => list().getAllByRole('listitem').map((li) => li.textContent?.replace(/Remove .*$/, ''));
    // The address is pasted; the key that adds it (Enter or comma) is typed.
    await enter(user, input, 'desk@example.com');
    await user.keyboard('{Enter}');
    await enter(user, input, 'sales@example.com');
    await user.keyboard(',');
    await enter(user, input, 'OWNER@example.com');
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['owner@example.com', 'desk@example.com', 'sales@example.com']);
    expect(input).toHaveValue('');
    await enter(user, input, 'not-an-email');
    await user.keyboard('{Enter}');
    expect(screen.getByText(MESSAGES.widgetEmail)).toBeInTheDocument();
    expect(input).toHaveValue('not-an-email');
    expect(list().getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByTitle(T.removeEmail('desk@example.com')));
    expect(chips()).toEqual(['owner@example.com', 'sales@example.com']);
  });

  it('refuses to save without an e-mail', async () => {
    const { user, calls } = await openEditor(widgetFixture({ notificationEmailIds: [] }));
    await user.click(save());
    expect(await screen.findByText(MESSAGES.widgetEmailsRequired)).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
    await settle();
  });
});

describe('Edit widget: Save Changes', () => {
  it('is disabled without a name or a domain', async () => {
    const { user } = await openEditor();
    const name = field(T.widgetName);
    const button = save();
    await user.clear(name);
    expect(button).toBeDisabled();
    await user.paste('Shop');
    await user.clear(field(T.domain));
    expect(button).toBeDisabled();
  });

  it('sends the whole settings body with the ids and slots unchanged, then says so', async () => {
    const widget = widgetFixture();
    const { user, calls, toasts } = await openEditor(widget);
    await replace(user, field(T.domain), 'https://www.shop.example.org/');
    await user.click(screen.getByRole('checkbox', { name: 'Support' }));
    await user.click(screen.getByRole('switch', { name: T.emailTranscript }));
    await user.click(screen.getByRole('radio', { name: T.locations['bottom-left'] }));
    await user.click(screen.getByRole('radio', { name: T.showAtOptions.at_start }));
    await replace(user, field(T.offlineText), 'Back at 9');
    await user.click(screen.getByRole('checkbox', { name: T.stripeUpdateAll }));
    await user.click(save());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    const [body] = sent(calls);
    expect(body).toEqual({
      widgetId: 'w-1',
      clientId: 'u-owner',
      pluginId: 'plug-1',
      widgetName: 'Shop',
      domain: 'shop.example.org',
      widgetStyle: { backgroundColor: '#6495ED', buttonLocation: 'bottom-left', textColor: '#FFFFFF' },
      chatButton: { buttonText: 'Human Chat', enableTextOnButton: 0 },
      slots: widget.slots,
      department: ['d-sales', 'd-support'],
      notificationEmailIds: ['owner@example.com'],
      requestEmailId: { enableRequestEmailId: true, message: widget.requestEmailId.message, showAt: 'at_start' },
      emailTranscript: true,
      chatPopupWelcomeMessage: { online: 'We are here to assist you', offline: 'Back at 9' },
      stripeConfig: { updateAll: true, stripe_public_key: 'pk_test_1', stripe_secret_key: '••••4242' },
      googleAnalytics: { measurementId: 'G-123', apiSecret: '••••9abc', event_name: 'booking_confirmed' },
      googleAdsConfig: { ...widget.googleAdsConfig, updateAll: false },
      // A widget saved before routing existed gets the defaults (issue 27).
      routing: { ...ROUTING_DEFAULTS },
      // A widget saved before ratings existed asks for them (issue 28).
      rating: { enabled: true },
      // ...and speaks the visitor's browser's language, with no texts of its own for any language (issue 37).
      language: 'auto',
      textsByLanguage: {},
      timeZone: 'UTC',
    });
    await settle();
  });

  it('sends department null when none is selected', async () => {
    const { user, calls } = await openEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].department).toBeNull();
    await settle();
  });

  it.each([
    [httpError(400, MESSAGES.domainTaken), MESSAGES.domainTaken],
    [{ statusCode: 400, message: 'Bad colour' }, 'Bad colour'],
    [httpError(500, ''), T.genericError],
  ])('shows the failure in a red toast (%#)', async (answer, message) => {
    const { user, toasts } = await openEditor(widgetFixture(), { endpoints: { updateWidget: answer as never } });
    await user.click(save());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    expect(toasts.some((t) => t.message === T.updated)).toBe(false);
    await settle();
  });

  it('maps the button-text checkbox to enableTextOnButton (checked = 0, unchecked = 1)', async () => {
    const { user, calls } = await openEditor(widgetFixture({ chatButton: { buttonText: 'Ask', enableTextOnButton: 1 } }));
    const box = screen.getByRole('checkbox', { name: T.showTextOnButton });
    expect(box).not.toBeChecked();
    const buttonText = field(T.buttonText);
    const button = save();
    expect(buttonText).toBeDisabled();
    await user.click(box);
    expect(buttonText).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].chatButton).toEqual({ buttonText: 'Ask', enableTextOnButton: 0 });
    await user.click(box);
    await user.click(button);
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(sent(calls)[1].chatButton).toEqual({ buttonText: 'Ask', enableTextOnButton: 1 });
    await settle();
  });
});

describe('Edit widget: theme and colours', () => {
  it('a theme sets the colours, and colours re-derive the theme', async () => {
    const { user } = await openEditor();
    expect(screen.getByRole('radio', { name: T.themes['sharp-blue'] })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: T.themes['light-blue'] }));
    const background = field(T.backgroundColor);
    const text = field(T.textColor);
    expect(background).toHaveValue('#87CEFA');
    expect(text).toHaveValue('#808080');
    await replace(user, background, '#123456');
    expect(screen.getByRole('radio', { name: T.themes.custom })).toBeChecked();
    await replace(user, background, '#6495ed');
    await replace(user, text, '#ffffff');
    expect(screen.getByRole('radio', { name: T.themes['sharp-blue'] })).toBeChecked();
  });

  it('the native picker sets the hex field', async () => {
    await openEditor();
    const picker = screen.getByLabelText(T.pickColor(T.textColor));
    await act(async () => {
      // A colour input's change is a value set plus an input event (what the browser does).
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(picker, '#000000');
      picker.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field(T.textColor)).toHaveValue('#000000');
  });

  it('warns below 4.5:1 on the default pair and applies the nearest passing shade', async () => {
    const { user } = await openEditor();
    expect(screen.getByText(T.contrast('2.97'))).toBeInTheDocument();
    expect(screen.getByText(T.contrastLow)).toBeInTheDocument();
    const fix = screen.getByRole('button', { name: /^Use #[0-9A-F]{6} for the background/ });
    const hex = /#[0-9A-F]{6}/.exec(fix.textContent ?? '')?.[0];
    await user.click(fix);
    expect(field(T.backgroundColor)).toHaveValue(hex);
    expect(screen.getByText(T.contrastOk)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: T.themes.custom })).toBeChecked();
  });
});

describe('Edit widget: write-only secrets', () => {
  const RAW = 'sk_live_51Hsecretvalue4242';

  it('never renders a secret, even one an older server sent in clear', async () => {
    const widget = widgetFixture({ stripeConfig: { updateAll: false, stripe_public_key: 'pk_test_1', stripe_secret_key: RAW } });
    const { user, calls } = await openEditor(widget);
    expect(document.body.innerHTML).not.toContain(RAW);
    expect(document.body.innerHTML).not.toContain('secretvalue');
    expect(screen.getByLabelText(T.stripeSecretKey)).toHaveValue('');
    expect(screen.getByText(T.secretStored('••••4242'))).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(JSON.stringify(sent(calls)[0])).not.toContain(RAW);
    expect(sent(calls)[0].stripeConfig.stripe_secret_key).toBe('••••4242');
    await settle();
  });

  it('untouched sends the mask back, typed replaces, Clear sends an empty value', async () => {
    const { user, calls } = await openEditor();
    await enter(user, screen.getByLabelText(T.apiSecret), 'new-ga-secret');
    await user.click(screen.getByRole('button', { name: T.clearSecret(T.refreshToken) }));
    expect(screen.getByText(T.secretWillClear)).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    const body = sent(calls)[0];
    expect(body.googleAnalytics.apiSecret).toBe('new-ga-secret');
    expect(body.googleAdsConfig).toMatchObject({ refresh_token: '', google_client_secret: '••••sec1', google_developer_token: '' });
    expect(body.stripeConfig.stripe_secret_key).toBe('••••4242');
    await settle();
  });
});

describe('Edit widget: live preview', () => {
  const frameWindow = () => (screen.getByTitle(T.previewFrame) as HTMLIFrameElement).contentWindow as Window;
  const posted = (spy: jest.SpyInstance) => spy.mock.calls.map(([message, origin]) => ({ ...(message as WidgetPreviewSettings), origin }));

  it('posts the unsaved settings on every change, per tab, to its own origin', async () => {
    const { user } = await openEditor();
    const spy = jest.spyOn(frameWindow(), 'postMessage');
    await replace(user, field(T.offlineText), 'Away');
    const last = posted(spy).at(-1);
    expect(last).toMatchObject({ type: WIDGET_PREVIEW_SETTINGS, online: true, origin: window.location.origin });
    expect(last?.config).toEqual({
      widgetName: 'Shop',
      buttonLocation: 'bottom-right',
      backgroundColor: '#6495ED',
      textColor: '#FFFFFF',
      buttonText: 'Human Chat',
      enableTextOnButton: 0,
      onlineText: 'We are here to assist you',
      offlineText: 'Away',
      requestEmail: { enabled: true, message: widgetFixture().requestEmailId.message, showAt: 'after_chat_starts' },
      autoMessages: [],
      language: 'auto',
    });
    await user.click(screen.getByRole('tab', { name: T.offline }));
    expect(posted(spy).at(-1)).toMatchObject({ online: false });
    await user.click(screen.getByRole('radio', { name: T.themes['light-blue'] }));
    expect(posted(spy).at(-1)?.config).toMatchObject({ backgroundColor: '#87CEFA', textColor: '#808080' });
  });

  it('answers the frame\'s ready message, and only from its frame and origin', async () => {
    await openEditor();
    const spy = jest.spyOn(frameWindow(), 'postMessage');
    const send = (init: MessageEventInit) => act(() => void window.dispatchEvent(new MessageEvent('message', { data: { type: WIDGET_PREVIEW_READY }, ...init })));
    send({ origin: 'https://evil.example', source: frameWindow() });
    send({ origin: window.location.origin, source: window });
    expect(spy).not.toHaveBeenCalled();
    send({ origin: window.location.origin, source: frameWindow() });
    expect(posted(spy)).toEqual([expect.objectContaining({ type: WIDGET_PREVIEW_SETTINGS, online: true })]);
  });
});

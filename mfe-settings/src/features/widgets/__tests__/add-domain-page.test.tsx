// Add Domain (/create-widget, spec 001 §2, §5, §8, §9): Create disabled without name and domain, the
// domain cleaned, the defaults sent, the toast, the cleared form, the script modal with Copy Script
// feedback cleared after 3 s, closing or Escape to /my-widgets, the server's message on failure.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, WIDGET_DEFAULTS, embedScript, type WidgetCreatePayload } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import SettingsArea from '../../../app/remote-app';
import { WIDGET_TEXTS as T } from '../texts';
import { mockClipboard, widgetFixture } from './widget-fixture';

const CREATED = widgetFixture({ _id: 'w-7', pluginId: 'plug-7', widgetName: 'Travel', domain: 'travel.example.com' });

async function renderAdd(options: MockShellOptions = {}) {
  const result = renderWithShell(<SettingsArea />, { route: '/create-widget', ...options, endpoints: { createWidget: CREATED, ...options.endpoints } });
  await screen.findByRole('heading', { name: T.addDomainTitle });
  return result;
}
const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${T.widgetName}`) });
const domainField = () => screen.getByRole('textbox', { name: new RegExp(`^${T.domain}`) });
const createButton = () => screen.getByRole('button', { name: T.create });

async function fillAndCreate(user: ReturnType<typeof userEvent.setup>, name: string, domain: string) {
  await user.type(nameField(), name);
  await user.type(domainField(), domain);
  await user.click(createButton());
}

afterEach(() => jest.useRealTimers());

describe('Add Domain', () => {
  it('has a Back link to /my-widgets and Create disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    await renderAdd();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/my-widgets');
    expect(createButton()).toBeDisabled();
    await user.type(nameField(), 'Travel');
    expect(createButton()).toBeDisabled();
    await user.type(domainField(), '   ');
    expect(createButton()).toBeDisabled();
    await user.type(domainField(), 'travel.example.com');
    expect(createButton()).toBeEnabled();
    await user.clear(nameField());
    expect(createButton()).toBeDisabled();
  });

  it('sends the cleaned domain with the defaults, toasts, clears the form and shows the script', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = await renderAdd();
    await fillAndCreate(user, '  Travel ', 'https://www.travel.example.com//');
    const dialog = await screen.findByRole('dialog', { name: T.scriptTitle });
    const payload = calls.find((c) => c.key === 'createWidget')?.payload as WidgetCreatePayload;
    expect(payload).toMatchObject({
      widgetName: 'Travel',
      domain: 'travel.example.com',
      widgetStyle: { backgroundColor: WIDGET_DEFAULTS.backgroundColor, textColor: WIDGET_DEFAULTS.textColor, buttonLocation: 'bottom-right' },
      chatButton: { buttonText: 'Human Chat', enableTextOnButton: 0 },
      notificationEmailIds: ['owner@example.com'],
      department: null,
      requestEmailId: { enableRequestEmailId: true, message: WIDGET_DEFAULTS.requestEmailMessage, showAt: 'after_chat_starts' },
      chatPopupWelcomeMessage: { online: WIDGET_DEFAULTS.onlineText, offline: WIDGET_DEFAULTS.offlineText },
    });
    expect(payload.slots).toHaveLength(7);
    expect(toasts).toContainEqual({ variant: 'success', message: T.created });
    expect(within(dialog).getByRole('textbox', { name: T.scriptLabel })).toHaveValue(embedScript(window.location.origin, 'plug-7', 'travel.example.com'));
    // The page behind the modal is hidden from assistive technology while it is open.
    expect(screen.getByRole('textbox', { name: new RegExp(`^${T.widgetName}`), hidden: true })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${T.domain}`), hidden: true })).toHaveValue('');
  });

  it('takes the script base from <meta name="widget-script-base">', async () => {
    const meta = document.createElement('meta');
    meta.name = 'widget-script-base';
    meta.content = 'https://cdn.example.net/chat/';
    document.head.append(meta);
    try {
      const user = userEvent.setup();
      await renderAdd();
      await fillAndCreate(user, 'Travel', 'travel.example.com');
      const dialog = await screen.findByRole('dialog', { name: T.scriptTitle });
      expect(within(dialog).getByRole('textbox', { name: T.scriptLabel })).toHaveValue(
        '<script src="https://cdn.example.net/chat/widget.js" pluginid="plug-7" domain="travel.example.com"></script>',
      );
    } finally {
      meta.remove();
    }
  });

  it.each([
    ['works', true, T.copyOk],
    ['is refused', false, T.copyFailed],
  ])('Copy Script when the clipboard %s, the feedback clears after 3 s', async (_case, works, feedback) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderAdd();
    await fillAndCreate(user, 'Travel', 'travel.example.com');
    const dialog = await screen.findByRole('dialog', { name: T.scriptTitle });
    const writeText = mockClipboard(works);
    await user.click(within(dialog).getByRole('button', { name: T.copyScript }));
    expect(writeText).toHaveBeenCalledWith(embedScript(window.location.origin, 'plug-7', 'travel.example.com'));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(feedback));
    await act(() => jest.advanceTimersByTimeAsync(LIMITS.COPY_FEEDBACK_MS - 100));
    expect(within(dialog).getByRole('status')).toHaveTextContent(feedback);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['the Close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: T.close }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closing the modal with %s goes to /my-widgets', async (_how, close) => {
    const user = userEvent.setup();
    const { location } = await renderAdd({ endpoints: { getWidgets: [CREATED] } });
    await fillAndCreate(user, 'Travel', 'travel.example.com');
    await screen.findByRole('dialog', { name: T.scriptTitle });
    await close(user);
    expect(await screen.findByRole('heading', { name: T.domainsTitle })).toBeInTheDocument();
    expect(location()).toBe('/my-widgets');
  });

  it.each([
    ['a 400 with a message', httpError(400, MESSAGES.domainTaken), MESSAGES.domainTaken],
    ['a 500 without one', httpError(500, ''), T.genericError],
    ['an answer without pluginId', { message: 'Plan limit reached' }, 'Plan limit reached'],
  ])('says %s in a red toast and keeps the form', async (_case, answer, message) => {
    const user = userEvent.setup();
    const { toasts } = await renderAdd({ endpoints: { createWidget: answer as never } });
    await fillAndCreate(user, 'Travel', 'travel.example.com');
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Travel');
  });

  it('refuses a domain that is not a host before sending', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAdd();
    await fillAndCreate(user, 'Travel', 'not a domain');
    expect(await screen.findByText(MESSAGES.domainInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'createWidget')).toBe(false);
  });
});

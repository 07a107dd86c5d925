// Create and edit auto message (spec 001 §2, §5, §7, §8): breadcrumbs, labels, the domain select and its
// 5 s no-domains message, all pages versus one page path, timer rules, calls, toasts, agents, no state.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, type AutoMessage } from 'shared-kernel/contracts';
import { httpError, renderWithShell, testUser, type MockEndpoints } from 'shared-kernel/testing';
import { AUTO_TEXTS as T } from '../texts';
import { AutoRoutes, autoMessage, widgets } from './auto-fixtures';

const agent = testUser({ _id: 'u-agent', userId: 'u-agent', isClient: false, isAgent: true, userRole: 'agent', clientId: 'u-owner' });

function renderCreate(endpoints: MockEndpoints = {}, user = testUser()) {
  const events = userEvent.setup({ delay: null });
  const shell = renderWithShell(<AutoRoutes />, {
    route: '/create-auto-message',
    user,
    endpoints: { getWidgets: widgets('shop.example', 'blog.example'), getSmartMessages: [], ...endpoints },
  });
  return { user: events, ...shell };
}

/** Opens /edit-auto-message the way the list does: with the message as navigation state. */
function renderEdit(item: AutoMessage, endpoints: MockEndpoints = {}, user = testUser()) {
  const events = userEvent.setup({ delay: null });
  const shell = renderWithShell(<AutoRoutes editState={item} />, {
    route: '/start',
    user,
    endpoints: { getWidgets: widgets('shop.example', 'blog.example'), getSmartMessages: [], ...endpoints },
  });
  return { user: events, ...shell };
}

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const save = () => screen.getByRole('button', { name: T.save });
const domainSelect = () => screen.getByRole('combobox', { name: new RegExp(`^${T.fieldDomain}`) });

async function pickDomain(user: ReturnType<typeof userEvent.setup>, domain: string) {
  await waitFor(() => expect(domainSelect()).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(domainSelect());
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${domain.replace('.', '\\.')}`) }));
}

/** Enters a whole value at once: these tests are about what is sent, not about typing key by key. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, textbox(T.fieldTitle), ' Pricing help ');
  await enter(user, textbox(T.fieldMessage), 'Questions about our plans?');
  await pickDomain(user, 'shop.example');
}

describe('Create Auto Message', () => {
  it("shows the breadcrumb Auto Messages > Create Auto Message and labels the timer 'Show after'", async () => {
    const { user, location } = renderCreate();
    const crumbs = screen.getByRole('navigation', { name: T.breadcrumb });
    expect(crumbs).toHaveTextContent(`${T.title}/${T.createPage}`);
    expect(screen.getByRole('heading', { level: 1, name: T.createPage })).toBeInTheDocument();
    expect(textbox(T.timerCreate)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${T.timerEdit}`) })).not.toBeInTheDocument();
    await user.click(within(crumbs).getByRole('link', { name: T.title }));
    expect(location()).toBe('/auto-messages');
  });

  it('keeps Save disabled while title or message is empty', async () => {
    const { user } = renderCreate();
    expect(save()).toBeDisabled();
    await user.type(textbox(T.fieldTitle), 'Hi');
    expect(save()).toBeDisabled();
    await user.type(textbox(T.fieldMessage), '   ');
    expect(save()).toBeDisabled();
    await user.type(textbox(T.fieldMessage), 'Hello');
    expect(save()).toBeEnabled();
    await user.clear(textbox(T.fieldTitle));
    expect(save()).toBeDisabled();
    await user.tab();
    expect(await screen.findByText(T.titleRequired)).toBeInTheDocument();
  });

  it('sends pagePath null for All pages, an integer timer and the widget id; toasts and goes back to the list', async () => {
    const created = autoMessage(9);
    const { user, calls, toasts, location } = renderCreate({ createSmartMessage: created, getSmartMessages: [created] });
    await fillBasics(user);
    expect(screen.getByRole('radio', { name: T.scopeAll })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Page path/ })).not.toBeInTheDocument();
    const timer = textbox(T.timerCreate);
    await user.clear(timer);
    await user.type(timer, '15');
    await user.click(save());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.created }));
    expect(calls.find((c) => c.key === 'createSmartMessage')?.payload).toEqual({
      title: 'Pricing help',
      message: 'Questions about our plans?',
      pagePath: null,
      timer: 15,
      widgetId: 'w1',
    });
    await waitFor(() => expect(location()).toBe('/auto-messages'));
    expect(await screen.findByRole('table', { name: T.listLabel })).toBeInTheDocument();
  });

  it("sends one page's path, normalised, explaining '/shop/*'", async () => {
    const { user, calls } = renderCreate({ createSmartMessage: autoMessage(9) });
    await fillBasics(user);
    await user.click(screen.getByRole('radio', { name: T.scopeOne }));
    const path = textbox(T.fieldPagePath);
    expect(screen.getByText(T.pagePathHelp)).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText(T.pagePathRequired)).toBeInTheDocument();
    await enter(user, path, 'pricing/');
    await user.click(save());
    await waitFor(() => expect(calls.find((c) => c.key === 'createSmartMessage')?.payload).toMatchObject({ pagePath: '/pricing' }));
  });

  it("keeps a section path such as '/shop/*'", async () => {
    const { user, calls } = renderCreate({ createSmartMessage: autoMessage(9) });
    await fillBasics(user);
    await user.click(screen.getByRole('radio', { name: T.scopeOne }));
    await enter(user, textbox(T.fieldPagePath), '/shop/*');
    await user.click(save());
    await waitFor(() => expect(calls.find((c) => c.key === 'createSmartMessage')?.payload).toMatchObject({ pagePath: '/shop/*' }));
  });

  it.each(['0', '1.5', 'abc', '-3', ''])("refuses the timer '%s' with the timer message", async (timer) => {
    const { user, calls } = renderCreate({ createSmartMessage: autoMessage(9) });
    await fillBasics(user);
    const timerBox = textbox(T.timerCreate);
    await user.clear(timerBox);
    if (timer) await user.type(timerBox, timer);
    await user.click(save());
    expect(await screen.findByText(T.timerInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'createSmartMessage')).toHaveLength(0);
  });

  it('accepts 1 second, the least', async () => {
    const { user, calls } = renderCreate({ createSmartMessage: autoMessage(9) });
    await fillBasics(user);
    const timer = textbox(T.timerCreate);
    await user.clear(timer);
    await user.type(timer, '1');
    await user.click(save());
    await waitFor(() => expect(calls.find((c) => c.key === 'createSmartMessage')?.payload).toMatchObject({ timer: 1 }));
  });

  it('asks for a domain when several exist and none is picked; picks the only one by itself', async () => {
    const first = renderCreate();
    await first.user.type(textbox(T.fieldTitle), 'T');
    await first.user.type(textbox(T.fieldMessage), 'M');
    await first.user.click(save());
    expect(await screen.findByText(T.domainRequired)).toBeInTheDocument();
    first.unmount();
    renderCreate({ getWidgets: widgets('only.example') });
    await waitFor(() => expect(domainSelect()).toHaveTextContent('only.example'));
  });

  it("toasts the server's message, or 'Something went wrong' when the answer has no title", async () => {
    const first = renderCreate({ createSmartMessage: httpError(403, 'Agents cannot create auto messages') });
    await fillBasics(first.user);
    await first.user.click(save());
    await waitFor(() => expect(first.toasts).toContainEqual({ variant: 'error', message: 'Agents cannot create auto messages' }));
    expect(first.location()).toBe('/create-auto-message');
    first.unmount();
    const second = renderCreate({ createSmartMessage: { message: 'odd' } as never });
    await fillBasics(second.user);
    await second.user.click(save());
    await waitFor(() => expect(second.toasts).toContainEqual({ variant: 'error', message: T.failed }));
  });

  it("toasts a failed domain load with the server's message and says so under the select", async () => {
    const { toasts } = renderCreate({ getWidgets: httpError(500, 'Database is down') });
    expect(await screen.findByText(T.domainsLoadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    expect(screen.queryByText(T.noDomains)).not.toBeInTheDocument();
  });

  it('Cancel goes back to the list without a call', async () => {
    const { user, calls, location } = renderCreate();
    await user.type(textbox(T.fieldTitle), 'T');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(location()).toBe('/auto-messages');
    expect(calls.filter((c) => c.key === 'createSmartMessage')).toHaveLength(0);
  });
});

describe("'There are no domains created till now'", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows for 5 s when the account has no widget', async () => {
    renderCreate({ getWidgets: [] });
    expect(await screen.findByText(T.noDomains)).toBeInTheDocument();
    expect(LIMITS.NO_DOMAINS_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText(T.noDomains)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(T.noDomains)).not.toBeInTheDocument();
    expect(screen.getByText(T.addDomainFirst)).toBeInTheDocument();
  });

  it('does not show when there are domains', async () => {
    renderCreate();
    await waitFor(() => expect(domainSelect()).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.queryByText(T.noDomains)).not.toBeInTheDocument();
  });
});

describe('Edit Auto Message', () => {
  const item = autoMessage(3, { title: 'Shop hello', message: 'Need help?', pagePath: '/shop/*', timer: 20, widgetId: { _id: 'w2', domain: 'blog.example' } });

  it("shows the breadcrumb Auto Messages > Edit Auto Message, 'Time on Page' and the stored values", async () => {
    renderEdit(item);
    const crumbs = await screen.findByRole('navigation', { name: T.breadcrumb });
    expect(crumbs).toHaveTextContent(`${T.title}/${T.editPage}`);
    expect(textbox(T.fieldTitle)).toHaveValue('Shop hello');
    expect(textbox(T.fieldMessage)).toHaveValue('Need help?');
    expect(screen.getByRole('radio', { name: T.scopeOne })).toBeChecked();
    expect(textbox(T.fieldPagePath)).toHaveValue('/shop/*');
    expect(textbox(T.timerEdit)).toHaveValue('20');
    await waitFor(() => expect(domainSelect()).toHaveTextContent('blog.example'));
  });

  it('saves with PATCH /smart-message/edit/{id}, switching to All pages sends null; toasts and goes back', async () => {
    const { user, calls, toasts, location } = renderEdit(item, { editSmartMessage: { statusCode: 200, message: 'ok', data: item } });
    await screen.findByRole('heading', { level: 1, name: T.editPage });
    await user.click(screen.getByRole('radio', { name: T.scopeAll }));
    const timer = textbox(T.timerEdit);
    await user.clear(timer);
    await user.type(timer, '45');
    await user.click(save());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    const call = calls.find((c) => c.key === 'editSmartMessage');
    expect(call).toMatchObject({ method: 'PATCH', path: '/smart-message/edit/a3' });
    expect(call?.payload).toEqual({ title: 'Shop hello', message: 'Need help?', pagePath: null, timer: 45, widgetId: 'w2' });
    await waitFor(() => expect(location()).toBe('/auto-messages'));
  });

  it("says 'Something went wrong' when the code is not 200, and stays", async () => {
    const { user, toasts, location } = renderEdit(item, { editSmartMessage: { statusCode: 400, message: 'bad', data: item } });
    await screen.findByRole('heading', { level: 1, name: T.editPage });
    await user.click(save());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.failed }));
    expect(location()).toBe('/edit-auto-message');
  });

  it('goes back to /auto-messages without navigation state', async () => {
    const { location } = renderWithShell(<AutoRoutes />, { route: '/edit-auto-message', endpoints: { getSmartMessages: [] } });
    await waitFor(() => expect(location()).toBe('/auto-messages'));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});

describe('Agents on the form routes', () => {
  it('see that they cannot create: no form, and no widget call', async () => {
    const { calls } = renderCreate({}, agent);
    expect(screen.getByRole('heading', { level: 1, name: T.createPage })).toBeInTheDocument();
    expect(screen.getByText(T.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.save })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'getWidgets')).toHaveLength(0);
  });

  it('see that they cannot edit', async () => {
    renderEdit(autoMessage(1), {}, agent);
    expect(await screen.findByText(T.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

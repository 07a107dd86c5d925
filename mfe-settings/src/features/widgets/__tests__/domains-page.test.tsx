// Domains (/my-widgets, spec 001 §2, §8): skeletons, empty text, table and cards with their actions,
// delete with confirmation, Copy Settings into Add Domain, the Script modal; the same for every role.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, embedScript, type Widget } from 'shared-kernel/contracts';
import { httpError, renderWithShell, testUser, type MockShellOptions } from 'shared-kernel/testing';
import SettingsArea from '../../../app/remote-app';
import { WIDGET_TEXTS as T } from '../texts';
import { setWindowWidth, widgetFixture } from './widget-fixture';

const SECOND = widgetFixture({ _id: 'w-2', pluginId: 'plug-2', widgetName: 'Blog', domain: 'blog.example.com' });

function renderDomains(options: MockShellOptions = {}, widgets: Widget[] = [widgetFixture(), SECOND]) {
  return renderWithShell(<SettingsArea />, { route: '/my-widgets', ...options, endpoints: { getWidgets: widgets, ...options.endpoints } });
}

beforeEach(() => setWindowWidth(1280));

describe('Domains', () => {
  it('shows the title, Add Domain and 7 skeleton rows while loading', async () => {
    renderDomains({ endpoints: { getWidgets: () => new Promise<Widget[]>(() => undefined) } });
    expect(await screen.findByRole('heading', { name: T.domainsTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.addDomain })).toHaveAttribute('href', '/create-widget');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(LIMITS.SKELETONS.list);
  });

  it('shows the empty text when there is no widget', async () => {
    renderDomains({}, []);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('says a failed load in a red toast and offers a retry', async () => {
    let fail = true;
    const { toasts } = renderDomains({
      endpoints: {
        getWidgets: () => {
          if (fail) throw httpError(500, 'Database down');
          return [widgetFixture()];
        },
      },
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toEqual([{ variant: 'error', message: 'Database down' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('cell', { name: 'Shop' })).toBeInTheDocument();
  });

  it('lists the widgets in a table on desktop', async () => {
    renderDomains();
    const table = await screen.findByRole('table', { name: T.domainsTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('shop.example.com')).toBeInTheDocument();
    expect(within(rows[1]).getByText('plug-1')).toBeInTheDocument();
    for (const action of [T.copySettings, T.script, T.edit, T.delete]) {
      expect(within(rows[1]).getByRole('button', { name: T.actionFor(action, 'Shop') })).toBeInTheDocument();
    }
  });

  it.each([800, 600])('shows cards with a menu at %i px', async (width) => {
    setWindowWidth(width);
    renderDomains();
    const cards = await screen.findByRole('list', { name: T.domainsTitle });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.actionsFor('Blog') }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([T.copy, T.script, T.edit, T.delete]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: T.script }));
    const dialog = await screen.findByRole('dialog', { name: T.scriptTitle });
    expect(within(dialog).getByRole('textbox', { name: T.scriptLabel })).toHaveValue(embedScript(window.location.origin, 'plug-2', 'blog.example.com'));
  });

  it('deletes only after the confirmation, then removes the row and says so', async () => {
    const { calls, toasts } = renderDomains({ endpoints: { deleteWidget: { acknowledged: true } } });
    await userEvent.click(await screen.findByRole('button', { name: T.actionFor(T.delete, 'Shop') }));
    let dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.key === 'deleteWidget')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: T.actionFor(T.delete, 'Shop') }));
    dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteQuestion('Shop', 'shop.example.com'));
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Shop' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.key === 'deleteWidget')?.path).toBe('/widget/delete/w-1');
    expect(toasts).toContainEqual({ variant: 'success', message: T.deleted });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Blog' })).toBeInTheDocument();
  });

  it.each([
    [httpError(403, 'Only the account owner can do that'), 'Only the account owner can do that'],
    [{ acknowledged: false }, T.genericError],
  ])('keeps the row when the delete fails (%#)', async (answer, message) => {
    const { toasts } = renderDomains({ endpoints: { deleteWidget: answer as never } });
    await userEvent.click(await screen.findByRole('button', { name: T.actionFor(T.delete, 'Shop') }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Shop' })).toBeInTheDocument();
  });

  it('Edit opens /edit-widget with the widget', async () => {
    const { location } = renderDomains();
    await userEvent.click(await screen.findByRole('button', { name: T.actionFor(T.edit, 'Blog') }));
    expect(await screen.findByRole('heading', { name: T.editTitle })).toBeInTheDocument();
    expect(location()).toBe('/edit-widget');
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${T.widgetName}`) })).toHaveValue('Blog');
  });

  it('Copy Settings toasts and opens Add Domain with the copied settings (not ids, domain or secrets)', async () => {
    const source = widgetFixture({
      widgetStyle: { backgroundColor: '#112233', buttonLocation: 'bottom-left', textColor: '#FFEEDD' },
      chatButton: { buttonText: 'Talk to us', enableTextOnButton: 1 },
      notificationEmailIds: ['desk@example.com'],
      stripeConfig: { updateAll: true, stripe_public_key: 'pk_live_9', stripe_secret_key: '••••4242' },
    });
    const created = widgetFixture({ _id: 'w-9', pluginId: 'plug-9', widgetName: 'Outlet', domain: 'outlet.example.com' });
    const { toasts, calls, location } = renderDomains({ endpoints: { createWidget: created } }, [source]);
    await userEvent.click(await screen.findByRole('button', { name: T.actionFor(T.copySettings, 'Shop') }));
    expect(toasts).toContainEqual({ variant: 'success', message: T.copiedSettings('Shop') });
    expect(await screen.findByRole('heading', { name: T.addDomainTitle })).toBeInTheDocument();
    expect(location()).toBe('/create-widget');
    expect(screen.getByText(T.copiedFrom('Shop'))).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: new RegExp(`^${T.widgetName}`) });
    expect(name).toHaveValue('');
    await userEvent.type(name, 'Outlet');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${T.domain}`) }), 'https://www.outlet.example.com/');
    await userEvent.click(screen.getByRole('button', { name: T.create }));
    await waitFor(() => expect(calls.some((c) => c.key === 'createWidget')).toBe(true));
    const payload = calls.find((c) => c.key === 'createWidget')?.payload as Record<string, unknown>;
    expect(payload).toMatchObject({
      widgetName: 'Outlet',
      domain: 'outlet.example.com',
      widgetStyle: { backgroundColor: '#112233', buttonLocation: 'bottom-left', textColor: '#FFEEDD' },
      chatButton: { buttonText: 'Talk to us', enableTextOnButton: 1 },
      notificationEmailIds: ['desk@example.com'],
      department: ['d-sales'],
      stripeConfig: { updateAll: false, stripe_public_key: 'pk_live_9', stripe_secret_key: '' },
      googleAnalytics: { measurementId: 'G-123', apiSecret: '', event_name: 'booking_confirmed' },
      googleAdsConfig: expect.objectContaining({ google_client_secret: '', google_developer_token: '', refresh_token: '' }),
    });
    for (const key of ['_id', 'widgetId', 'pluginId', 'clientId']) expect(payload).not.toHaveProperty(key);
  });

  it('renders the same for an agent (the server, not the page, refuses what an agent may not do)', async () => {
    const agent = testUser({ _id: 'u-agent', userId: 'u-agent', email: 'agent@example.com', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });
    renderDomains({ user: agent });
    const table = await screen.findByRole('table', { name: T.domainsTitle });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: T.addDomain })).toBeInTheDocument();
  });
});

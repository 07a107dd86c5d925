// The Contacts list: skeletons, count, columns and cards, server search, infinite loading, empty texts (spec 001 §2, §7, §9).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, Paginated } from 'shared-kernel/contracts';
import { httpError, type MockCall, type MockShellOptions } from 'shared-kernel/testing';
import { Route, Routes, useLocation } from 'shared-kernel/routing';
import ContactsPage from '../pages/contacts-page';
import { CONTACTS_TEXTS as T } from '../texts';
import { contact, contacts, page, renderWithWidth, setWidth } from './contact-fixtures';

type Answer = Paginated<Contact> | ((call: MockCall) => Paginated<Contact> | Promise<Paginated<Contact>>);

function renderPage(answer: Answer = page([contact(1), contact(2)]), width = 1280, options: MockShellOptions = {}) {
  // Under fake timers the keystrokes move the test's clock, not the machine's.
  const user = userEvent.setup(jestFakeTimers() ? { advanceTimers: jest.advanceTimersByTime } : {});
  const shell = renderWithWidth(<ContactsPage />, width, { route: '/contacts', ...options, endpoints: { getContacts: answer, ...options.endpoints } });
  return { user, ...shell };
}

const jestFakeTimers = () => typeof (setTimeout as { clock?: unknown }).clock === 'object';

const table = (hidden = false) => screen.findByRole('table', { name: T.listLabel, hidden });
/** The contact rows (not the header, nor the spinner row while a page loads). */
const bodyRows = async (hidden = false) => within(await table(hidden)).getAllByRole('row', { hidden }).filter((row) => row.hasAttribute('data-index'));
const contactCalls = (calls: MockCall[]) => calls.filter((call) => call.key === 'getContacts');

afterEach(() => {
  jest.useRealTimers();
  setWidth(1024);
});

describe('Contacts list', () => {
  it('shows 7 skeleton rows while the first page loads, then the title, the count and the rows', async () => {
    let answer: (value: Paginated<Contact>) => void = () => undefined;
    const pending = new Promise<Paginated<Contact>>((resolve) => (answer = resolve));
    const { calls } = renderPage(() => pending);
    expect(screen.getByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    answer(page(contacts(1, 3)));
    expect(await bodyRows()).toHaveLength(3);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByTestId('contacts-count')).toHaveTextContent(T.count(3));
    expect(contactCalls(calls)[0].query).toEqual({ take: 15, page: 1, order: 'DESC' });
  });

  it('has the desktop columns, the Last Seen without its last 8 characters and T, and labelled actions', async () => {
    renderPage(page([contact(1, { lastSeen: '2024-05-17T08:09:10.000Z' })]));
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([T.email, T.name, T.phone, T.country, T.region, T.lastSeen, T.actions]);
    const [row] = await bodyRows();
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['guest1@example.com', 'First1 Last1', '+44700000001', 'United Kingdom', 'England', '2024-05-17 08:09']);
    expect(within(row).getByRole('button', { name: T.editLabel('guest1@example.com') })).toHaveTextContent(T.edit);
    expect(within(row).getByRole('button', { name: T.removeLabel('guest1@example.com') })).toHaveTextContent(T.remove);
  });

  it('opens /contact-history/{id} from the e-mail with the contact as navigation state; Guest{id} without e-mail', async () => {
    const seen: unknown[] = [];
    function HistorySpy() {
      const location = useLocation();
      seen.push(location.state);
      return <p>history of {location.pathname}</p>;
    }
    const user = userEvent.setup();
    const noMail = contact(2, { email: '' });
    renderWithWidth(
      <Routes>
        <Route path="/contacts" element={<ContactsPage />} />
        <Route path="/contact-history/:id" element={<HistorySpy />} />
      </Routes>,
      1280,
      { route: '/contacts', endpoints: { getContacts: page([contact(1), noMail]) } },
    );
    const guestLink = await screen.findByRole('link', { name: T.openHistory('First2 Last2') });
    expect(guestLink).toHaveTextContent('Guest102');
    await user.click(screen.getByRole('link', { name: T.openHistory('guest1@example.com') }));
    expect(await screen.findByText('history of /contact-history/c1')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ contact: contact(1) });
  });

  it("says 'Your Contacts will be displayed here' when there are none", async () => {
    renderPage(page([]));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByTestId('contacts-count')).toHaveTextContent(T.count(0));
    expect(screen.queryByText(T.noMatch)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("sends the search to the server once typing pauses, from page 1, and says 'No contact found' when nothing matches", async () => {
    // The test's clock: on a loaded machine real keystrokes can fall further apart than the pause itself.
    jest.useFakeTimers();
    const { user, calls } = renderPage((call) => (call.query.search === 'zzz' ? page([]) : call.query.search === 'ada' ? page([contact(40)]) : page(contacts(1, 15))));
    expect(await bodyRows()).toHaveLength(15);
    const box = screen.getByRole('searchbox', { name: T.search });
    expect(box).toHaveAttribute('placeholder', T.search);
    expect(box).toHaveAttribute('maxlength', '100');
    await user.type(box, 'ada');
    await waitFor(() => expect(contactCalls(calls)).toHaveLength(2));
    expect(contactCalls(calls)[1].query).toEqual({ take: 15, page: 1, order: 'DESC', search: 'ada' });
    const rows = await bodyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('guest40@example.com');
    await user.clear(box);
    await user.type(box, ' zzz ');
    expect(await screen.findByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(T.empty)).not.toBeInTheDocument();
    // One request per pause in typing: none for 'a', 'ad', the cleared box, 'z' or 'zz'.
    expect(contactCalls(calls).map((call) => call.query.search)).toEqual([undefined, 'ada', 'zzz']);
    expect(contactCalls(calls).map((call) => call.query.page)).toEqual([1, 1, 1]);
  });

  it('loads the next page when the end of the list is reached, and the count follows what is loaded', async () => {
    const { calls } = renderPage((call) => (call.query.page === 1 ? page(contacts(1, 15), true) : page(contacts(16, 5), false)));
    await waitFor(() => expect(screen.getByTestId('contacts-count')).toHaveTextContent(T.count(20)));
    expect(contactCalls(calls).map((call) => call.query.page)).toEqual([1, 2]);
    expect(await bodyRows()).toHaveLength(20);
    expect(screen.getByText('guest20@example.com')).toBeInTheDocument();
  });

  it('renders only the rows on screen', async () => {
    setWidth(1280);
    renderPage(page(contacts(1, 100), false));
    const rows = await bodyRows();
    // 4000 px of viewport at 60 px a row (plus the 200 px overscan) is far fewer than 100 rows.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
  });

  it.each([
    ['tablet', 1000],
    ['phone', 600],
  ])('shows cards with a three-dot menu on a %s', async (_name, width) => {
    const { user } = renderPage(page([contact(1)]), width);
    const list = await screen.findByRole('list', { name: T.listLabel });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('guest1@example.com');
    expect(card).toHaveTextContent(`${T.lastSeen}: 2024-05-17 08:09`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: T.menuLabel('guest1@example.com') }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([T.edit, T.remove]);
    await user.click(within(menu).getByRole('menuitem', { name: T.edit }));
    expect(await screen.findByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
  });

  it('toasts a failed load and offers Retry', async () => {
    let fail = true;
    const { user, toasts } = renderPage(() => (fail ? Promise.reject(new Error('down')) : page([contact(1)])));
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: T.failed });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await bodyRows()).toHaveLength(1);
  });
});

describe('Deleting a contact', () => {
  it('asks first, posts {guestId, pluginId, visitorId}, removes the row and toasts', async () => {
    const { user, calls, toasts } = renderPage(page([contact(1), contact(2)]), 1280, {
      endpoints: { deleteContact: { statusCode: 200, message: 'Contact deleted' } },
    });
    await user.click(await screen.findByRole('button', { name: T.removeLabel('guest1@example.com') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteQuestion('guest1@example.com'));
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.deleted }));
    expect(calls.find((c) => c.key === 'deleteContact')).toMatchObject({
      method: 'POST',
      payload: { guestId: 101, pluginId: 'plugin-1', visitorId: 'visitor-1' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.getByTestId('contacts-count')).toHaveTextContent(T.count(1));
  });

  it('Cancel and Escape keep the row and send nothing', async () => {
    const { user, calls } = renderPage(page([contact(1)]));
    await user.click(await screen.findByRole('button', { name: T.removeLabel('guest1@example.com') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.removeLabel('guest1@example.com') }));
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.key === 'deleteContact')).toBe(false);
    expect(await bodyRows()).toHaveLength(1);
  });

  it.each([
    ['the server message', httpError(404, 'Contact not found'), 'Contact not found'],
    ["'something went wrong' for an answer without code 200", { statusCode: 500, message: '' }, T.failed],
  ])('keeps the row and toasts %s', async (_name, answer, message) => {
    const { user, toasts } = renderPage(page([contact(1)]), 1280, { endpoints: { deleteContact: answer } });
    await user.click(await screen.findByRole('button', { name: T.removeLabel('guest1@example.com') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    // The question stays open so the user may try again or cancel.
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeInTheDocument();
    expect(await bodyRows(true)).toHaveLength(1);
  });
});

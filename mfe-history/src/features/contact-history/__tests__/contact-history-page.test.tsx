// Contact history: title and breadcrumb, the guest card, the sessions as collapsible rows, the empty text (spec 001 §2, §4, §7).
import { screen, waitFor, within } from '@testing-library/react';
import { CHAT_STATUS_LABELS } from 'shared-kernel/contracts';
import { dayLabel, fullTime, shortTime } from 'shared-kernel/transcript';
import { httpError } from 'shared-kernel/testing';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';
import { activityItem, closing, contact, conversation, message, note, renderHistory } from './contact-history-fixtures';

const card = () => screen.getByRole('region', { name: T.guestCard });
const sessionRows = () => screen.findAllByTestId('contact-session');
const headerOf = (row: HTMLElement) => within(row).getByRole('button');

describe('Contact history page', () => {
  it('has the title Contacts and the breadcrumb Contacts > Contact Details, Contacts leading back', async () => {
    const { user, location } = await renderHistory({ contact: contact() });
    expect(screen.getByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: T.breadcrumb });
    expect(crumbs).toHaveTextContent(`${T.contacts}/${T.details}`);
    expect(within(crumbs).getByText(T.details)).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('link', { name: T.contacts }));
    expect(location()).toBe('/contacts');
  });

  it('asks for the sessions of the contact by its _id', async () => {
    const { calls } = await renderHistory({ contact: contact() });
    await sessionRows();
    expect(calls.find((call) => call.key === 'contactConversation')?.query).toEqual({ visitorid: 'c7' });
  });
});

describe('Guest card', () => {
  it('shows Guest{id}, flag, browser and OS icons, name, e-mail, phone, the trimmed URL and the location', async () => {
    await renderHistory({ contact: contact() });
    const guest = card();
    expect(within(guest).getByRole('heading', { name: 'Guest107' })).toBeInTheDocument();
    expect(within(guest).getByRole('img', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(guest).getByTitle('Browser: Chrome')).toBeInTheDocument();
    expect(within(guest).getByTitle('Operating system: Windows')).toBeInTheDocument();
    expect(within(guest).getByTestId('guest-name')).toHaveTextContent(`${T.name}Ada`);
    expect(within(guest).getByTestId('guest-email')).toHaveTextContent('ada@example.com');
    expect(within(guest).getByTestId('guest-phone')).toHaveTextContent('+447000000007');
    // The last viewed page, without protocol, www., query string (and fragment).
    expect(within(guest).getByTestId('guest-url')).toHaveTextContent(`${T.url}shop.example/cart/checkout`);
    expect(within(guest).getByTestId('guest-location')).toHaveTextContent(`${T.location}London, England, United Kingdom`);
  });

  it('names a guest without first name Guest{id}, leaves out missing e-mail and phone, and shows just the country', async () => {
    await renderHistory({ contact: contact({ firstName: '', email: '', phoneNumber: ' ', city: '', region: '', flag: 'https://flags.example/gb.png' }) });
    const guest = card();
    expect(within(guest).getByTestId('guest-name')).toHaveTextContent(`${T.name}Guest107`);
    expect(within(guest).queryByTestId('guest-email')).not.toBeInTheDocument();
    expect(within(guest).queryByTestId('guest-phone')).not.toBeInTheDocument();
    expect(within(guest).getByTestId('guest-location')).toHaveTextContent(`${T.location}United Kingdom`);
    expect(within(guest).getByRole('img', { name: 'United Kingdom' })).toHaveAttribute('src', 'https://flags.example/gb.png');
  });

  it('opened from a pasted link (no navigation state): fetches the contact for the card', async () => {
    const { calls } = await renderHistory({ endpoints: { getContact: contact({ firstName: 'Augusta' }) } });
    expect(await sessionRows()).toHaveLength(2);
    await waitFor(() => expect(card()).toHaveTextContent('Augusta'));
    expect(calls.map((c) => c.path)).toContain('/visitor/get-contact/c7');
  });

  it('a pasted link of no contact of the account: says so and still lists the sessions', async () => {
    await renderHistory({ endpoints: { getContact: httpError(404, 'Contact not found') } });
    expect(await sessionRows()).toHaveLength(2);
    await waitFor(() => expect(card()).toHaveTextContent(T.noDetails));
    expect(card()).toHaveTextContent(T.sessionCount(2));
    expect(screen.queryByText('Guest107')).not.toBeInTheDocument();
  });

  it('does not fetch the contact the Contacts list passed', async () => {
    const { calls } = await renderHistory({ contact: contact() });
    await sessionRows();
    expect(calls.map((c) => c.path)).not.toContain('/visitor/get-contact/c7');
  });
});

describe('Past chat sessions', () => {
  it('lists the sessions newest first with end reason, agent name and start time, collapsed', async () => {
    await renderHistory({ contact: contact() });
    const [latest, older] = await sessionRows();
    expect(headerOf(latest)).toHaveTextContent(CHAT_STATUS_LABELS[2]);
    expect(headerOf(latest)).toHaveTextContent('Alan Turing');
    expect(headerOf(latest)).toHaveTextContent(`${dayLabel('2024-04-02T23:58:00.000Z')} ${shortTime('2024-04-02T23:58:00.000Z')}`);
    expect(headerOf(older)).toHaveTextContent(CHAT_STATUS_LABELS[5]);
    expect(headerOf(older)).toHaveTextContent('Grace Hopper');
    expect(headerOf(latest)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Anyone there?')).not.toBeInTheDocument();
  });

  it.each([1, 2, 3, 4, 5] as const)('shows the end reason of status %i', async (status) => {
    await renderHistory({ contact: contact(), items: [message('c', 'hi', '2024-03-01T10:00:05.000Z'), closing('c', status, 'Grace', '2024-03-01T10:00:00.000Z')] });
    const [row] = await sessionRows();
    expect(headerOf(row)).toHaveTextContent(CHAT_STATUS_LABELS[status]);
  });

  it('opens a session: its messages grouped by date, agent bubbles named, the full time on hover; and closes it again', async () => {
    const { user } = await renderHistory({ contact: contact() });
    const [latest, older] = await sessionRows();
    await user.click(headerOf(older));
    expect(headerOf(older)).toHaveAttribute('aria-expanded', 'true');
    const log = within(older).getByRole('log');
    expect(within(log).getAllByTestId('message')).toHaveLength(2);
    expect(within(log).getAllByTestId('date-separator')).toHaveLength(1);
    expect(within(log).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(log).getByText('Hello, is my order shipped?').closest('[title]')).toHaveAttribute('title', fullTime('2024-03-01T10:00:05.000Z'));
    await user.click(headerOf(latest));
    const days = within(within(latest).getByRole('log')).getAllByTestId('date-separator');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([dayLabel('2024-04-02T23:59:00.000Z'), dayLabel('2024-04-03T00:10:00.000Z')]);
    await user.click(headerOf(older));
    await waitFor(() => expect(within(older).queryByRole('log')).not.toBeInTheDocument());
  });

  it('shows the notes and transfers of a session among its messages by time, notes as text', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const items = [
      message('t1', 'I want a refund', '2024-03-01T10:01:00.000Z'),
      note('t1', 'n1', `VIP ${xss}`, '2024-03-01T10:02:00.000Z'),
      activityItem('t1', 'a1', '2024-03-01T10:03:00.000Z', { activityKind: 'transfer-agent', note: 'Refunds are yours' }),
      message('t1', '[system]You are now chatting with Bob', '2024-03-01T10:03:00.000Z', 'outbound', 'Anna'),
      message('t1', 'Done', '2024-03-01T10:04:00.000Z', 'outbound', 'Bob'),
      activityItem('t1', 'a2', '2024-03-01T10:05:00.000Z', { activityKind: 'take-over', actorId: 'u-sue', actorName: 'Sue', fromAgentId: 'u-bob', fromAgentName: 'Bob', toAgentId: 'u-sue', toAgentName: 'Sue' }),
      closing('t1', 5, 'Sue', '2024-03-01T10:00:00.000Z'),
    ];
    const { user } = await renderHistory({ contact: contact(), items });
    const [row] = await sessionRows();
    await user.click(headerOf(row));
    const log = within(row).getByRole('log');
    const entries = Array.from(log.querySelectorAll<HTMLElement>('[data-testid="message"], [data-testid="note"], [data-testid="activity"]'));
    expect(entries.map((entry) => entry.dataset.testid)).toEqual(['message', 'note', 'activity', 'message', 'message', 'activity']);
    expect(entries[1]).toHaveTextContent(`VIP ${xss}`);
    expect(within(log).getByRole('note', { name: 'Note by Anna' })).toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('Anna transferred the chat to Bob');
    expect(entries[2]).toHaveTextContent('“Refunds are yours”');
    expect(entries[3]).toHaveAttribute('data-kind', 'system');
    expect(entries[3]).toHaveTextContent('You are now chatting with Bob');
    expect(entries[3]).not.toHaveTextContent('[system]');
    expect(entries[5]).toHaveTextContent('Sue took over the chat from Bob');
    expect(log.querySelector('img[src="x"]')).toBeNull();
    // The note is not counted or shown as one of the guest's messages.
    expect(within(log).getAllByTestId('message')).toHaveLength(3);
  });

  it('shows a long session in a virtual list (only what is on screen)', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => message('long', `message ${i}`, new Date(Date.UTC(2024, 2, 1, 10, 0, i)).toISOString()));
    const { user } = await renderHistory({ contact: contact(), items: [...many, closing('long', 5, 'Grace', '2024-03-01T10:00:00.000Z')] });
    const [row] = await sessionRows();
    await user.click(headerOf(row));
    const shown = within(within(row).getByRole('log')).getAllByTestId('message').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(200);
  });

  it("says 'The conversation with the contact will be displayed here' when there are none", async () => {
    await renderHistory({ contact: contact(), items: [] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('contact-session')).not.toBeInTheDocument();
  });

  it('shows 7 skeletons while loading, and a failed load with the server message and Retry', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, toasts } = await renderHistory({
      contact: contact(),
      items: async () => {
        await gate;
        if (fail) throw httpError(500, 'Database is down');
        return conversation;
      },
    });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    release();
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await sessionRows()).toHaveLength(2);
  });
});

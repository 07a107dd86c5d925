// Edit Contact: the §5 messages, their clearing, 'No field has been updated', the payload, toasts and Escape.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type MockShellOptions } from 'shared-kernel/testing';
import ContactsPage from '../pages/contacts-page';
import { CONTACTS_TEXTS as T } from '../texts';
import { contact, page, renderWithWidth, setWidth } from './contact-fixtures';

const MESSAGES = {
  email: 'Please provide a valid email',
  phone: 'Please provide a valid phone number',
  name: 'First name must have 3 to 20 characters',
};

async function openEdit(options: MockShellOptions = {}) {
  const user = userEvent.setup();
  const shell = renderWithWidth(<ContactsPage />, 1280, {
    route: '/contacts',
    ...options,
    endpoints: { getContacts: page([contact(1), contact(2)]), ...options.endpoints },
  });
  await user.click(await screen.findByRole('button', { name: T.editLabel('guest1@example.com') }));
  const dialog = screen.getByRole('dialog', { name: T.editTitle });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const save = () => user.click(within(dialog).getByRole('button', { name: T.save }));
  return { user, dialog, field, save, ...shell };
}

afterEach(() => setWidth(1024));

describe('Edit Contact', () => {
  it('opens with First Name, Last Name, Email and Phone filled in, and Save and Cancel', async () => {
    const { field, dialog } = await openEdit();
    expect(field(T.firstName)).toHaveValue('First1');
    expect(field(T.lastName)).toHaveValue('Last1');
    expect(field(T.email)).toHaveValue('guest1@example.com');
    expect(field(T.phoneField)).toHaveValue('+44700000001');
    expect(within(dialog).getByRole('button', { name: T.cancel })).toBeInTheDocument();
  });

  it.each([
    [T.email, 'not-an-email', MESSAGES.email],
    [T.phoneField, 'call me', MESSAGES.phone],
    [T.firstName, 'Al', MESSAGES.name],
    [T.firstName, 'A'.repeat(21), MESSAGES.name],
    [T.lastName, 'Li', MESSAGES.name],
  ])('%s %j shows %j on Save, sends nothing, and the message clears once the field is edited', async (label, value, message) => {
    const { user, field, save, calls, dialog } = await openEdit();
    await user.clear(field(label));
    await user.type(field(label), value);
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    await save();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'updateVisitor')).toBe(false);
    await user.type(field(label), 'x');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'false');
  });

  it('accepts empty optional fields', async () => {
    const { user, field, save, calls } = await openEdit({ endpoints: { updateVisitor: { acknowledged: true } } });
    await user.clear(field(T.phoneField));
    await user.clear(field(T.lastName));
    await save();
    await waitFor(() => expect(calls.find((call) => call.key === 'updateVisitor')).toBeDefined());
  });

  it("says 'No field has been updated' when nothing changed, without calling the server", async () => {
    const { user, field, save, calls, toasts } = await openEdit();
    // Spaces around a value are not a change.
    await user.type(field(T.firstName), '  ');
    await save();
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'No field has been updated' }));
    expect(calls.some((call) => call.key === 'updateVisitor')).toBe(false);
    expect(screen.getByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
  });

  it('sends {email, firstName, lastName, phoneNumber, guestId, visitorId}, toasts, closes and updates the row in place', async () => {
    const { user, field, save, calls, toasts } = await openEdit({ endpoints: { updateVisitor: { acknowledged: true } } });
    await user.clear(field(T.firstName));
    await user.type(field(T.firstName), ' Ada ');
    await user.clear(field(T.email));
    await user.type(field(T.email), 'ada@example.com');
    await save();
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    expect(calls.find((call) => call.key === 'updateVisitor')).toMatchObject({
      method: 'PATCH',
      payload: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Last1', phoneNumber: '+44700000001', guestId: 101, visitorId: 'visitor-1' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(screen.getByRole('table')).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(rows[0]).toHaveTextContent('Ada Last1');
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['the server message of a 400', httpError(400, 'No field has been updated'), 'No field has been updated'],
    ['the message of an answer not acknowledged', { acknowledged: false, message: 'Visitor not found' }, 'Visitor not found'],
    ["'something went wrong' without a message", { acknowledged: false }, T.failed],
    ["'something went wrong' for a transport error", new Error('socket hang up'), T.failed],
  ])('keeps the modal open and toasts %s', async (_name, answer, message) => {
    const { user, field, save, toasts } = await openEdit({ endpoints: { updateVisitor: answer } });
    await user.type(field(T.lastName), 'son');
    await save();
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    expect(screen.getByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
  });

  it('closes on Escape and on Cancel without saving', async () => {
    const { user, calls } = await openEdit();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.editLabel('guest1@example.com') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.key === 'updateVisitor')).toBe(false);
  });
});

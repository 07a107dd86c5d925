// The request-payment dialog (spec 000 §4, §5, §9): the exact validation messages, the public key first,
// request-a-payment 2 s later with the amount in cents, the server's message on failure.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { PAYMENT_TEXTS as T } from '../../../app/texts';
import { RequestPaymentButton } from '../components/request-payment-button';

const CHAT = { visitorId: 'v-3', guestId: 3, chatId: 'chat-3' };

async function openDialog(options: MockShellOptions = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  const result = renderWithShell(<RequestPaymentButton chat={CHAT} />, {
    ...options,
    endpoints: { getStripePublicKey: { publick_key: 'pk_test_123' }, ...options.endpoints },
  });
  await user.click(screen.getByRole('button', { name: T.open }));
  const dialog = await screen.findByRole('dialog', { name: T.title });
  return { user, dialog, ...result };
}

const amount = () => screen.getByRole('textbox', { name: T.amount });
const description = () => screen.getByRole('textbox', { name: T.description });
const send = () => screen.getByRole('button', { name: T.send });
/** Pastes the text (fewer re-validations than typing it key by key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const payments = (emitted: { name: string }[]) => emitted.filter((e) => e.name === 'request-a-payment');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Request payment', () => {
  it('says what is missing and sends nothing', async () => {
    const { user, calls, emitted } = await openDialog();
    await user.click(send());
    expect(await screen.findByText(MESSAGES.amountRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'getStripePublicKey')).toBe(false);
    expect(payments(emitted)).toHaveLength(0);
  });

  it.each([
    ['ten', 'A deposit for the room', MESSAGES.amountNumber],
    ['0', 'A deposit for the room', MESSAGES.amountPositive],
    ['-4', 'A deposit for the room', MESSAGES.amountPositive],
    ['12', '     ', MESSAGES.descriptionSpaces],
    ['12', '  short   ', MESSAGES.descriptionMin],
  ])('amount %p and description %p: %s', async (amountText, descriptionText, message) => {
    const { user, calls } = await openDialog();
    await fill(user, amount(), amountText);
    await fill(user, description(), descriptionText);
    await user.click(send());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'getStripePublicKey')).toBe(false);
  });

  it('fetches the key, emits request-a-payment 2 s later in cents, closes and says so', async () => {
    const { user, calls, emitted, toasts } = await openDialog();
    await fill(user, amount(), '19.99');
    await fill(user, description(), '  Deposit for the room  ');
    await user.click(send());
    await waitFor(() => expect(calls.some((c) => c.key === 'getStripePublicKey')).toBe(true));
    expect(calls.find((c) => c.key === 'getStripePublicKey')?.payload).toEqual({ visitorId: 'v-3', guestId: 3, chatId: 'chat-3', agentId: 'u-owner' });
    expect(screen.getByText(T.sending)).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1900));
    expect(payments(emitted)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(payments(emitted)).toEqual([
      {
        name: 'request-a-payment',
        payload: { pk: 'pk_test_123', amt: 1999, desc: 'Deposit for the room', visitorId: 'v-3', guestId: 3, chatId: 'chat-3' },
        ack: true,
      },
    ]);
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'info', message: T.requested(3) });
  });

  it("shows the server's message when the widget has no Stripe keys and keeps the dialog", async () => {
    const { user, emitted, toasts, dialog } = await openDialog({
      endpoints: { getStripePublicKey: httpError(400, 'Payments are not set up for this website') },
    });
    await fill(user, amount(), '10');
    await fill(user, description(), 'Deposit for the room');
    await user.click(send());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'Payments are not set up for this website' }));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(payments(emitted)).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.send })).toBeEnabled();
  });

  it("shows the refusal of request-a-payment, else the fallback text", async () => {
    const refused = await openDialog({ acks: { 'request-a-payment': { ok: false, message: 'Chat not found' } } });
    await fill(refused.user, amount(), '10');
    await fill(refused.user, description(), 'Deposit for the room');
    await refused.user.click(send());
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(refused.toasts).toContainEqual({ variant: 'error', message: 'Chat not found' }));
    expect(screen.getByRole('dialog', { name: T.title })).toBeInTheDocument();
    refused.unmount();

    const lost = await openDialog({ acks: { 'request-a-payment': new Error('operation has timed out') } });
    await fill(lost.user, amount(), '10');
    await fill(lost.user, description(), 'Deposit for the room');
    await lost.user.click(send());
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(lost.toasts).toContainEqual({ variant: 'error', message: T.failed }));
  });

  it('Cancel closes without sending', async () => {
    const { user, calls } = await openDialog();
    await fill(user, amount(), '10');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.key === 'getStripePublicKey')).toBe(false);
  });
});

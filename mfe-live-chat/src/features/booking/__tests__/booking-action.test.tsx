// Book Now and the four conversion states (spec 000 §4): from the conversation's record, booking-response
// events and what was remembered for the guest in local storage.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversionRecord } from 'shared-kernel/contracts';
import { renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import { BookingAction } from '../components/booking-action';

const CHAT = { visitorId: 'v-3', guestId: 3, chatId: 'chat-3' };

function renderAction(conversion: ConversionRecord | null = null, options: MockShellOptions = {}) {
  const user = userEvent.setup();
  return { user, ...renderWithShell(<BookingAction chat={CHAT} conversion={conversion} />, options) };
}

const bookNow = () => screen.getByRole('button', { name: T.bookNow });
const mark = () => screen.queryByTestId('conversion-status');
const response = (status: 0 | 1 | 2 | 3, text = '', guestId = 3) => ({
  guestId,
  visitorId: `v-${guestId}`,
  status,
  response: text,
  analytics_uploaded: status === 2,
  uploaded_at: status === 2 ? new Date().toISOString() : null,
});
const stored = (guestId = 3) => JSON.parse(localStorage.getItem(`booking_status_${guestId}`) ?? 'null');

beforeEach(() => localStorage.clear());

describe('Book Now and the conversion states', () => {
  it('offers Book Now while pending, asks, emits confirm-booking and shows Scheduled (amber, hourglass)', async () => {
    const { user, emitted } = renderAction();
    expect(mark()).not.toBeInTheDocument();
    await user.click(bookNow());
    const dialog = screen.getByRole('dialog', { name: T.bookNowTitle });
    expect(dialog).toHaveTextContent(T.question(3));
    await user.click(within(dialog).getByRole('button', { name: T.yes }));
    const scheduled = await screen.findByRole('status', { name: T.status('Scheduled') });
    expect(scheduled).toHaveAttribute('data-status', '1');
    expect(scheduled).toHaveClass('MuiChip-colorWarning');
    expect(within(scheduled).getByTestId('HourglassTopIcon')).toBeInTheDocument();
    expect(bookNow()).toBeDisabled();
    expect(emitted).toContainEqual({
      name: 'confirm-booking',
      payload: { guestId: 3, visitorId: 'v-3', agentId: 'u-owner', agentName: 'Demo Owner', chatId: 'chat-3' },
      ack: true,
    });
    expect(stored()).toMatchObject({ status: 1 });
  });

  it('No closes the question without a booking', async () => {
    const { user, emitted } = renderAction();
    await user.click(bookNow());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(emitted.some((e) => e.name === 'confirm-booking')).toBe(false);
    expect(bookNow()).toBeEnabled();
  });

  it('keeps Book Now when the server refuses, with its message', async () => {
    const { user, toasts } = renderAction(null, { acks: { 'confirm-booking': { ok: false, message: 'The chat has already ended' } } });
    await user.click(bookNow());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.yes }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'The chat has already ended' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mark()).not.toBeInTheDocument();
    expect(bookNow()).toBeEnabled();
  });

  it('follows booking-response: Uploaded (green, tick) locks Book Now and is remembered', async () => {
    const { push } = renderAction();
    push('booking-response', response(2, 'Uploaded to analytics', 9));
    expect(mark()).not.toBeInTheDocument();
    push('booking-response', response(2, 'Uploaded to analytics'));
    const uploaded = screen.getByRole('status', { name: T.status('Uploaded') });
    expect(uploaded).toHaveClass('MuiChip-colorSuccess');
    expect(within(uploaded).getByTestId('CheckCircleIcon')).toBeInTheDocument();
    expect(uploaded).toHaveAccessibleDescription('Uploaded to analytics');
    expect(bookNow()).toBeDisabled();
    expect(stored()).toMatchObject({ status: 2, analytics_uploaded: true });
  });

  it('shows Failed (red, cross) with the reason and lets the agent confirm again', async () => {
    const { push } = renderAction();
    push('booking-response', response(3, 'Invalid API secret'));
    const failed = screen.getByRole('status', { name: T.status('Failed') });
    expect(failed).toHaveClass('MuiChip-colorError');
    expect(within(failed).getByTestId('CancelIcon')).toBeInTheDocument();
    expect(failed).toHaveAccessibleDescription('Invalid API secret');
    expect(bookNow()).toBeEnabled();
  });

  it("takes the conversation's record and remembers it for the guest", () => {
    renderAction({ guestId: 3, status: 3, response: 'Missing measurement id', analytics_uploaded: false, uploaded_at: null });
    expect(screen.getByRole('status', { name: T.status('Failed') })).toHaveAccessibleDescription('Missing measurement id');
    expect(stored()).toMatchObject({ status: 3, response: 'Missing measurement id' });
  });

  it('remembers the state per guest across chats (stored JSON or a bare status)', () => {
    localStorage.setItem('booking_status_3', JSON.stringify({ status: 2, response: '', analytics_uploaded: true }));
    const first = renderAction();
    expect(screen.getByRole('status', { name: T.status('Uploaded') })).toBeInTheDocument();
    expect(bookNow()).toBeDisabled();
    first.unmount();
    localStorage.setItem('booking_status_3', '1');
    const second = renderAction();
    expect(screen.getByRole('status', { name: T.status('Scheduled') })).toBeInTheDocument();
    second.unmount();
    localStorage.setItem('booking_status_3', 'not json');
    renderAction();
    expect(mark()).not.toBeInTheDocument();
    expect(bookNow()).toBeEnabled();
  });

  it('locks Book Now when the analytics upload is done whatever the status', () => {
    renderAction({ guestId: 3, status: 0, response: '', analytics_uploaded: true, uploaded_at: null });
    expect(bookNow()).toBeDisabled();
  });
});

// The Guest Info panel: contact form, technical details, pages, referrer, location and Block (spec 000 §2, §5, §7, §8).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Visitor } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { GUEST_INFO_TEXTS as T } from '../../../app/texts';
import { visitor } from '../../../test-support/live-chat-fixtures';
import { GuestInfoPanel } from '../components/guest-info-panel';

function renderInfo(guest: Visitor | null = visitor(3), options: MockShellOptions = {}) {
  const user = userEvent.setup();
  return { user, ...renderWithShell(<GuestInfoPanel visitor={guest} />, options) };
}

// The contact form downloads with the first guest opened: it arrives once here, so every test has it at once.
beforeAll(async () => {
  const { unmount } = renderInfo();
  await screen.findByRole('textbox', { name: T.firstName });
  unmount();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.queryByRole('button', { name: T.save });

describe('Guest Info contact fields', () => {
  it('shows the fields with Save and Cancel only after an edit; Cancel restores', async () => {
    const { user } = renderInfo(visitor(3, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '+491234567' }));
    expect(field(T.firstName)).toHaveValue('Ada');
    expect(field(T.lastName)).toHaveValue('Lovelace');
    expect(field(T.email)).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: T.phone })).toHaveValue('+491234567');
    expect(saveButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.cancel })).not.toBeInTheDocument();
    await user.clear(field(T.firstName));
    await user.type(field(T.firstName), 'Grace');
    expect(saveButton()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(field(T.firstName)).toHaveValue('Ada');
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('reads the older phone field', () => {
    renderInfo(visitor(3, { phoneNumber: '', phone: '+4900000000' }));
    expect(field(T.phone)).toHaveValue('+4900000000');
  });

  it('shows the email and phone messages and does not send an invalid form', async () => {
    const { user, calls } = renderInfo();
    await user.type(field(T.email), 'not-an-email');
    await user.type(field(T.phone), 'abc');
    await user.click(saveButton()!);
    expect(await screen.findByText(T.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(T.invalidPhone)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'updateVisitor')).toHaveLength(0);
  });

  it('saves with PATCH update-visitor, toasts and keeps the saved values', async () => {
    const { user, calls, toasts } = renderInfo(visitor(3), { endpoints: { updateVisitor: { acknowledged: true } } });
    await user.type(field(T.firstName), 'Ada');
    await user.type(field(T.lastName), 'Lovelace');
    await user.type(field(T.email), 'ada@example.com');
    await user.type(field(T.phone), '+491234567');
    await user.click(saveButton()!);
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    expect(calls.find((c) => c.key === 'updateVisitor')?.payload).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+491234567',
      guestId: 3,
      visitorId: 'v-3',
    });
    await waitFor(() => expect(saveButton()).not.toBeInTheDocument());
    expect(field(T.firstName)).toHaveValue('Ada');
  });

  it("shows the server's message, else 'Please provide valid details'", async () => {
    const first = renderInfo(visitor(3), { endpoints: { updateVisitor: httpError(400, 'Email already used') } });
    await first.user.type(field(T.firstName), 'Ada');
    await first.user.click(saveButton()!);
    await waitFor(() => expect(first.toasts).toContainEqual({ variant: 'error', message: 'Email already used' }));
    first.unmount();
    const second = renderInfo(visitor(3), { endpoints: { updateVisitor: { acknowledged: false } } });
    await second.user.type(field(T.firstName), 'Ada');
    await second.user.click(saveButton()!);
    await waitFor(() => expect(second.toasts).toContainEqual({ variant: 'error', message: T.updateFailed }));
  });

  it('takes the email the guest gave in the widget (emailid-updated)', async () => {
    const { push } = renderInfo();
    act(() => push('emailid-updated', { visitorId: 'v-9', guestId: 9, email: 'other@example.com' }));
    expect(field(T.email)).toHaveValue('');
    act(() => push('emailid-updated', { visitorId: 'v-3', guestId: 3, email: 'guest@example.com' }));
    await waitFor(() => expect(field(T.email)).toHaveValue('guest@example.com'));
    expect(saveButton()).not.toBeInTheDocument();
  });

  it("takes the guest's answers to a contact form (contact-updated), only for this guest", async () => {
    const { push } = renderInfo();
    const answers = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0000' };
    act(() => push('contact-updated', { visitorId: 'v-9', guestId: 9, ...answers }));
    expect(field(T.firstName)).toHaveValue('');
    act(() => push('contact-updated', { visitorId: 'v-3', guestId: 3, ...answers }));
    await waitFor(() => expect(field(T.email)).toHaveValue('ada@example.com'));
    expect(field(T.firstName)).toHaveValue('Ada');
    expect(field(T.lastName)).toHaveValue('Lovelace');
    expect(field(T.phone)).toHaveValue('+44 20 7946 0000');
    expect(saveButton()).not.toBeInTheDocument();
  });
});

describe('Guest Info details', () => {
  it('shows technical details, http(s) pages latest last as text, referrer and location with flag', () => {
    renderInfo(
      visitor(3, {
        visitorDetails: { viewing: ['https://shop.example/a', 'javascript:alert(1)', 'http://shop.example/b'], referrer: 'https://search.example/' },
      }),
    );
    expect(screen.getByText('10.0.0.1')).toBeInTheDocument();
    expect(screen.getByText('Firefox')).toBeInTheDocument();
    expect(screen.getByText('Linux')).toBeInTheDocument();
    const pages = within(screen.getByRole('list', { name: T.pagesViewed })).getAllByRole('listitem');
    expect(pages.map((p) => p.textContent)).toEqual(['https://shop.example/a', 'http://shop.example/b']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('javascript:alert(1)')).not.toBeInTheDocument();
    expect(screen.getByText('https://search.example/')).toBeInTheDocument();
    expect(screen.getByText('Berlin, Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Germany' })).toBeInTheDocument();
  });

  it('says Direct without a referrer and Unknown without a location', () => {
    renderInfo(visitor(3, { visitorDetails: { viewing: [], referrer: '' }, city: '', region: '', country: '', flag: '' }));
    expect(screen.getByText(T.direct)).toBeInTheDocument();
    expect(screen.getByText(T.unknownLocation)).toBeInTheDocument();
    expect(screen.getByText(T.noPages)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['a country code as its emoji flag', { flag: 'de' }, (img: HTMLElement) => expect(img).toHaveTextContent('\u{1F1E9}\u{1F1EA}')],
    ['an http(s) flag URL as an image', { flag: 'https://flags.example/de.png' }, (img: HTMLElement) => expect(img).toHaveAttribute('src', 'https://flags.example/de.png')],
  ])('shows %s beside city, region and country', (_name, patch, check) => {
    renderInfo(visitor(3, { city: 'Munich', region: 'Bavaria', country: 'Germany', ...patch }));
    const location = screen.getByRole('region', { name: T.location });
    expect(within(location).getByText('Munich, Bavaria, Germany')).toBeInTheDocument();
    check(within(location).getByRole('img', { name: 'Germany' }));
  });

  it('shows no flag for anything else', () => {
    renderInfo(visitor(3, { flag: 'javascript:alert(1)' }));
    expect(within(screen.getByRole('region', { name: T.location })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when the guest is not known', () => {
    renderInfo(null);
    expect(screen.getByText(T.unavailable)).toBeInTheDocument();
  });
});

describe('Block / Unblock', () => {
  it('blocks then unblocks with the toasts', async () => {
    let blocked = false;
    const { user, calls, toasts } = renderInfo(visitor(3), {
      endpoints: {
        blockUnblock: () => {
          blocked = !blocked;
          return { isBlocked: blocked, blockedBy: blocked ? 'u-owner' : null };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: T.block }));
    expect(await screen.findByRole('button', { name: T.unblock })).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'success', message: T.blocked });
    expect(calls.find((c) => c.key === 'blockUnblock')?.payload).toEqual({ ipAddress: '10.0.0.1', visitorId: 'v-3', pluginId: 'plugin-1' });
    await user.click(screen.getByRole('button', { name: T.unblock }));
    expect(await screen.findByRole('button', { name: T.block })).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'success', message: T.unblocked });
  });

  it('starts as Unblock for a blocked guest', () => {
    renderInfo(visitor(3, { isBlocked: true, blockedBy: 'u-owner' }));
    expect(screen.getByRole('button', { name: T.unblock })).toBeInTheDocument();
  });

  it("shows the server's message, else 'Something went wrong'", async () => {
    const first = renderInfo(visitor(3), { endpoints: { blockUnblock: httpError(403, 'Not your guest') } });
    await first.user.click(screen.getByRole('button', { name: T.block }));
    await waitFor(() => expect(first.toasts).toContainEqual({ variant: 'error', message: 'Not your guest' }));
    expect(screen.getByRole('button', { name: T.block })).toBeInTheDocument();
    first.unmount();
    const second = renderInfo(visitor(3), { endpoints: { blockUnblock: { isBlocked: true } } });
    await second.user.click(screen.getByRole('button', { name: T.block }));
    await waitFor(() => expect(second.toasts).toContainEqual({ variant: 'error', message: T.blockFailed }));
  });
});

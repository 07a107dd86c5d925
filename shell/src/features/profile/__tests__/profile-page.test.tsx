// My Account (spec 001 §2, §5, §6, §8): breadcrumb, read-only email and role label, full-name rule,
// multipart save with the photo, refused photo types, toasts, and the header avatar.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockCall } from 'shared-kernel/testing';
import { httpError, testUser } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';

const T = TEXTS.profile;
const owner = testUser({ fullName: 'Demo Owner', jobTitle: 'Founder', userBio: 'Hi' });

beforeEach(() => setViewportWidth(1280));

function renderProfile(options: Parameters<typeof renderConsole>[0] = {}) {
  return renderConsole({ user: owner, route: '/profile', ...options });
}

const form = (call: MockCall) => Object.fromEntries((call.payload as FormData).entries());
const photoInput = () => screen.getByLabelText(T.upload);
const save = () => userEvent.click(screen.getByRole('button', { name: T.save }));
/** Enters a whole value at once (click, then paste): for tests about the rules and the call, not typing. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input, { delay: null });
  await userEvent.paste(text, { delay: null });
}

describe('My Account', () => {
  it('shows the breadcrumb Home > My Account, the fields and the read-only email and role', async () => {
    renderProfile();
    await remoteSettled();
    const crumbs = screen.getByRole('navigation', { name: TEXTS.breadcrumb.label });
    expect(within(crumbs).getByRole('link', { name: TEXTS.breadcrumb.home })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText(T.title)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByLabelText(T.fullName)).toHaveValue('Demo Owner');
    expect(screen.getByLabelText(T.jobTitle)).toHaveValue('Founder');
    expect(screen.getByLabelText(T.bio)).toHaveValue('Hi');
    expect(screen.getByLabelText(T.email)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(T.email)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(T.role)).toHaveValue('Admin');
    expect(screen.getByLabelText(T.role)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(T.departments)).not.toBeInTheDocument();
  });

  it.each([
    ['co-admin', 'Co-Admin', testUser({ clientId: 'u-owner', userRole: 'co_client' })],
    ['super admin', 'Admin', testUser({ userRole: 'admin', isClient: false, isAdmin: true })],
    ['agent', 'Agent', testUser({ clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true, departments: [{ _id: 'd1', title: 'Sales' }] })],
  ])('labels a %s as %s', async (_role, label, user) => {
    renderProfile({ user, endpoints: { getAllClients: [] } });
    await remoteSettled();
    expect(screen.getByLabelText(T.role)).toHaveValue(label);
    if (label === 'Agent') expect(screen.getByLabelText(T.departments)).toHaveValue('Sales');
  });

  it.each(['Al', 'Abcdefghijklmnopqrstu'])('refuses the full name "%s"', async (name) => {
    const shell = renderProfile({ endpoints: { updateProfile: { _id: 'u-owner' } } });
    await remoteSettled();
    await userEvent.clear(screen.getByLabelText(T.fullName));
    await enter(screen.getByLabelText(T.fullName), name);
    await save();
    expect(await screen.findByText(MESSAGES.profileFullName)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it('saves the text fields as multipart, updates the stored user and toasts success', async () => {
    const shell = renderProfile({
      endpoints: { updateProfile: { _id: 'u-owner', fullName: 'Ada Owner', jobTitle: 'CEO', userBio: 'Hello', profilePhoto: null } },
    });
    await remoteSettled();
    await userEvent.clear(screen.getByLabelText(T.fullName));
    await enter(screen.getByLabelText(T.fullName), 'Ada Owner');
    await userEvent.clear(screen.getByLabelText(T.jobTitle));
    await enter(screen.getByLabelText(T.jobTitle), 'CEO');
    await userEvent.clear(screen.getByLabelText(T.bio));
    await enter(screen.getByLabelText(T.bio), 'Hello');
    await save();
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'success', message: T.saved }]));
    const [call] = shell.calls;
    expect([call.method, call.path]).toEqual(['PATCH', '/user-info/update-profile']);
    expect(call.payload).toBeInstanceOf(FormData);
    expect(form(call)).toEqual({ fullName: 'Ada Owner', jobTitle: 'CEO', userBio: 'Hello' });
    expect(shell.session.getUser()).toMatchObject({ fullName: 'Ada Owner', jobTitle: 'CEO', userBio: 'Hello' });
  });

  it('uploads a PNG with the save, shows the photo in the header and toasts the photo update', async () => {
    const shell = renderProfile({ endpoints: { updateProfile: { _id: 'u-owner', fullName: 'Demo Owner', profilePhoto: { fileName: 'p1.png' } } } });
    await remoteSettled();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(photoInput(), png);
    await save();
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'success', message: T.photoSaved }]));
    const sent = form(shell.calls[0]);
    expect(sent.profilePhoto).toBeInstanceOf(File);
    expect((sent.profilePhoto as File).name).toBe('me.png');
    expect(shell.session.getUser()?.profilePhoto).toEqual({ fileName: 'p1.png' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: new RegExp(`^${TEXTS.header.profileMenu}`) }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/profile-photos/p1.png',
    );
  });

  it('refuses a file that is not JPG or PNG before uploading anything', async () => {
    const shell = renderProfile({ endpoints: { updateProfile: { _id: 'u-owner' } } });
    await remoteSettled();
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(photoInput(), gif);
    expect(shell.toasts).toEqual([{ variant: 'error', message: T.photoRefused }]);
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    await save();
    await waitFor(() => expect(shell.calls).toHaveLength(1));
    expect(form(shell.calls[0])).not.toHaveProperty('profilePhoto');
  });

  it('removes the stored photo', async () => {
    const withPhoto = testUser({ profilePhoto: { fileName: 'old.jpg' } });
    const shell = renderProfile({ user: withPhoto, endpoints: { updateProfile: { _id: 'u-owner', profilePhoto: null } } });
    await remoteSettled();
    await userEvent.click(screen.getByRole('button', { name: T.remove }));
    expect(screen.queryByRole('button', { name: T.remove })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'success', message: T.photoSaved }]));
    expect(form(shell.calls[0])).toMatchObject({ removePhoto: 'true' });
    expect(shell.session.getUser()?.profilePhoto).toBeNull();
  });

  it("toasts the server's message when saving fails", async () => {
    const shell = renderProfile({ endpoints: { updateProfile: httpError(413, 'Profile photo must be a JPG or PNG image of at most 2 MB') } });
    await remoteSettled();
    await save();
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'Profile photo must be a JPG or PNG image of at most 2 MB' }]));
    expect(shell.session.getUser()?.fullName).toBe('Demo Owner');
  });
});

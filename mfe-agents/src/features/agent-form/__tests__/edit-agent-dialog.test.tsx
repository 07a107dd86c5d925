// Edit Agent dialog (spec 001 §2, §5, §6, §7, §8): the agent's values preselected, the multipart
// update-profile call (userId, fullName, departments[i], shifts JSON, photo or removePhoto, role for
// admins only), the success toast and the edited agent, errors, and the role radio absent for managers.
import { screen, waitFor, within } from '@testing-library/react';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { readImageSize } from '../lib/image-size';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { CO_ADMIN, MANAGER, OWNER, agent, dialog, enter, form, photoInput, png, renderDialog, type RenderedDialog, shiftsSent, submit, textbox } from './agent-form-fixtures';

jest.mock('../lib/image-size', () => ({ readImageSize: jest.fn() }));
beforeEach(() => (readImageSize as jest.Mock).mockResolvedValue({ width: 100, height: 100 }));

const ANSWER = { _id: 'a1', fullName: 'Ada Lovelace', profilePhoto: { fileName: 'ada.png' } };
const departmentsBox = () => within(dialog()).getByRole('combobox', { name: T.departments });
const updateCall = (calls: RenderedDialog['calls']) => calls.find((call) => call.key === 'updateProfile')!;

describe('Edit Agent dialog', () => {
  it("is labelled 'Edit Agent' and shows the agent's photo, name, departments and shifts, without e-mail or password", async () => {
    await renderDialog({ mode: 'edit', agent: agent() });
    expect(screen.getByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
    expect(textbox(T.fullName)).toHaveValue('Ada Agent');
    expect(within(dialog()).queryByRole('textbox', { name: new RegExp(`^${T.email}`) })).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(new RegExp(`^${T.password}`))).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: T.photoPreview('Ada Agent') })).toHaveAttribute('src', '/api/files/profile-photos/ada.png');
    expect(departmentsBox()).toHaveTextContent('Sales');
    expect(within(dialog()).getByRole('spinbutton', { name: T.startHour('tue') })).toHaveValue(9);
    expect(within(dialog()).getByRole('spinbutton', { name: T.endMinutes('tue') })).toHaveValue(30);
    expect(within(dialog()).queryByRole('group', { name: T.dayName('mon') })).not.toBeInTheDocument();
  });

  it.each(['Al', 'A'.repeat(21), '   '])("refuses the name '%s' with the agent name message", async (name) => {
    const { user, calls } = await renderDialog({ mode: 'edit', agent: agent(), endpoints: { updateProfile: ANSWER } });
    await user.clear(textbox(T.fullName));
    if (name.trim()) await enter(user, textbox(T.fullName), name);
    await user.click(submit(T.save));
    expect(await within(dialog()).findByText(MESSAGES.agentName)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'updateProfile')).toHaveLength(0);
  });

  it('saves as multipart (userId, fullName, departments[i], shifts JSON, role for an owner), toasts and hands back the edited agent', async () => {
    const { user, calls, toasts, onSaved, onClose } = await renderDialog({ mode: 'edit', agent: agent(), endpoints: { updateProfile: ANSWER } });
    await user.clear(textbox(T.fullName));
    await enter(user, textbox(T.fullName), 'Ada Lovelace');
    await user.click(departmentsBox());
    await user.click(screen.getByRole('option', { name: 'Billing' }));
    await user.click(screen.getByRole('option', { name: 'Support' }));
    await user.keyboard('{Escape}');
    const roles = within(dialog()).getByRole('radiogroup', { name: T.role });
    expect(within(roles).getByRole('radio', { name: T.roles.agent })).toBeChecked();
    await user.click(within(roles).getByRole('radio', { name: T.roles.manager }));
    await user.click(submit(T.save));

    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.updated }]));
    const call = updateCall(calls);
    expect([call.method, call.path]).toEqual(['PATCH', '/user-info/update-profile']);
    expect(call.payload).toBeInstanceOf(FormData);
    expect(form(call)).toEqual({
      userId: 'a1',
      fullName: 'Ada Lovelace',
      'departments[0]': 'd1',
      'departments[1]': 'd3',
      'departments[2]': 'd2',
      shifts: expect.any(String),
      role: 'manager',
    });
    expect(shiftsSent(call)).toEqual([{ day: 'tue', startTime: { hours: 9, minutes: 0 }, endTime: { hours: 17, minutes: 30 } }]);
    expect(onSaved).toHaveBeenCalledWith({
      ...agent(),
      departments: [
        { _id: 'd1', title: 'Sales' },
        { _id: 'd3', title: 'Billing' },
        { _id: 'd2', title: 'Support' },
      ],
      my_role: [{ slug: 'manager' }],
      userinfo: [{ userId: 'a1', fullName: 'Ada Lovelace', profilePhoto: { fileName: 'ada.png' } }],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers a co-admin the role radio, with a manager's slug preselected", async () => {
    const { user, calls } = await renderDialog({ mode: 'edit', agent: agent({ my_role: [{ slug: 'manager' }] }), user: CO_ADMIN, endpoints: { updateProfile: ANSWER } });
    const roles = within(dialog()).getByRole('radiogroup', { name: T.role });
    expect(within(roles).getByRole('radio', { name: T.roles.manager })).toBeChecked();
    await user.click(submit(T.save));
    await waitFor(() => expect(calls.some((call) => call.key === 'updateProfile')).toBe(true));
    expect(form(updateCall(calls)).role).toBe('manager');
  });

  it('shows a manager no role radio and sends no role', async () => {
    const { user, calls, toasts } = await renderDialog({ mode: 'edit', agent: agent(), user: MANAGER, endpoints: { updateProfile: ANSWER } });
    expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(submit(T.save));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.updated }]));
    expect(form(updateCall(calls))).not.toHaveProperty('role');
    expect(calls.some((call) => call.key === 'byDepartment')).toBe(true);
  });

  it('offers no role for a co-admin being edited (roles here are agent and manager)', async () => {
    await renderDialog({ mode: 'edit', agent: agent({ my_role: [{ slug: 'co_client' }] }), user: OWNER });
    expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('removes the stored photo (removePhoto=true) and the preview falls back to the initial', async () => {
    const { user, calls, onSaved } = await renderDialog({ mode: 'edit', agent: agent(), endpoints: { updateProfile: { ...ANSWER, profilePhoto: null } } });
    await user.click(within(dialog()).getByRole('button', { name: T.removePhoto }));
    expect(within(dialog()).queryByRole('img', { name: T.photoPreview('Ada Agent') })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: T.removePhoto })).not.toBeInTheDocument();
    await user.click(submit(T.save));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = form(updateCall(calls));
    expect(sent.removePhoto).toBe('true');
    expect(sent).not.toHaveProperty('profilePhoto');
    expect(onSaved.mock.calls[0][0].userinfo[0].profilePhoto).toBeNull();
  });

  it('uploads a newly chosen photo instead of removing', async () => {
    const { user, calls } = await renderDialog({ mode: 'edit', agent: agent(), endpoints: { updateProfile: { ...ANSWER, profilePhoto: { fileName: 'new.png' } } } });
    await user.upload(photoInput(), png('new.png'));
    await waitFor(() => expect(readImageSize).toHaveBeenCalled());
    await user.click(submit(T.save));
    await waitFor(() => expect(calls.some((call) => call.key === 'updateProfile')).toBe(true));
    const sent = form(updateCall(calls));
    expect((sent.profilePhoto as File).name).toBe('new.png');
    expect(sent).not.toHaveProperty('removePhoto');
  });

  it('clears the last departments with an empty departments field in the same update-profile call', async () => {
    const { user, calls, toasts, onSaved } = await renderDialog({ mode: 'edit', agent: agent(), endpoints: { updateProfile: ANSWER } });
    await user.click(departmentsBox());
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await user.keyboard('{Escape}');
    await user.click(submit(T.save));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.updated }]));
    const sent = form(updateCall(calls));
    expect(Object.keys(sent).filter((key) => key.startsWith('departments'))).toEqual(['departments']);
    expect(sent.departments).toBe('');
    expect(calls.some((call) => call.key === 'updateDepartment')).toBe(false);
    expect(onSaved.mock.calls[0][0].departments).toEqual([]);
  });

  it.each([
    ['the server message', httpError(403, 'You cannot manage this user'), 'You cannot manage this user'],
    ["'Something went wrong' without one", httpError(500, ''), T.failed],
    ["'Something went wrong' for an answer without _id", { fullName: 'x' }, T.failed],
  ])('shows %s as a red toast and stays open', async (_case, answer, message) => {
    const { user, toasts, onSaved, onClose } = await renderDialog({ mode: 'edit', agent: agent(), endpoints: { updateProfile: answer as never } });
    await user.click(submit(T.save));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'error', message }]));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = await renderDialog({ mode: 'edit', agent: agent() });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

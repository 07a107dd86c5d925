// The shifts editor in the Add Agent dialog (spec 001 §5, §9): Monday with empty times by default, days
// added in Monday-first order and removed, hours 0-23 and minutes 0-59 as field errors (never alerts),
// empty times sent as null.
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from 'shared-kernel/validation';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { dialog, enter, passwordBox, renderDialog, type RenderedDialog, shiftsSent, submit, textbox } from './agent-form-fixtures';

const CREATED = { _id: 'a-new', email: 'new@example.com' };
const box = (label: string) => within(dialog()).getByRole('spinbutton', { name: label });
const DAY_NAMES = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map(T.dayName);
const dayRows = () => within(dialog()).getAllByRole('group').filter((group) => DAY_NAMES.includes(group.getAttribute('aria-label') as string));

async function fillAgent(user: RenderedDialog['user']) {
  await enter(user, textbox(T.email), 'new@example.com');
  await enter(user, textbox(T.fullName), 'New Agent');
  await enter(user, passwordBox(), 'Secret#123');
}

async function addDay(user: RenderedDialog['user'], day: string) {
  await user.click(within(dialog()).getByRole('button', { name: T.addDay }));
  await user.click(screen.getByRole('menuitem', { name: day }));
}

describe('Shifts editor', () => {
  it('adds days in Monday-first order, offers only unused days, and removes rows', async () => {
    const { user } = await renderDialog();
    expect(dayRows().map((row) => row.getAttribute('aria-label'))).toEqual(['Monday']);
    await addDay(user, 'Friday');
    await addDay(user, 'Wednesday');
    expect(dayRows().map((row) => row.getAttribute('aria-label'))).toEqual(['Monday', 'Wednesday', 'Friday']);
    await user.click(within(dialog()).getByRole('button', { name: T.addDay }));
    const offered = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(offered).toEqual(['Tuesday', 'Thursday', 'Saturday', 'Sunday']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: T.removeDay('mon') }));
    expect(dayRows().map((row) => row.getAttribute('aria-label'))).toEqual(['Wednesday', 'Friday']);
  });

  it('disables adding once all seven days are used, and says so when every row is removed', async () => {
    const { user } = await renderDialog();
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await addDay(user, day);
    expect(within(dialog()).getByRole('button', { name: T.addDay })).toBeDisabled();
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const) {
      await user.click(within(dialog()).getByRole('button', { name: T.removeDay(day) }));
    }
    expect(within(dialog()).getByText(T.noShifts)).toBeInTheDocument();
  });

  it.each([
    [T.startHour('mon'), '24', MESSAGES.shiftHours],
    [T.endHour('mon'), '-1', MESSAGES.shiftHours],
    [T.startHour('mon'), '1.5', MESSAGES.shiftHours],
    [T.startMinutes('mon'), '60', MESSAGES.shiftMinutes],
    [T.endMinutes('mon'), '-5', MESSAGES.shiftMinutes],
  ])('shows a field error for %s = %s, not an alert, and sends nothing', async (label, value, message) => {
    const { user, calls } = await renderDialog({ endpoints: { registerAgent: CREATED } });
    await fillAgent(user);
    await user.type(box(label), value);
    await user.tab();
    const shown = await within(dialog()).findByText(message);
    expect(box(label)).toHaveAttribute('aria-invalid', 'true');
    expect(box(label)).toHaveAccessibleDescription(message);
    expect(shown.closest('[role="alert"]')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    expect(calls.filter((call) => call.key === 'registerAgent')).toHaveLength(0);
  });

  it('clears the error once the value is corrected', async () => {
    const { user } = await renderDialog();
    await user.type(box(T.startHour('mon')), '25');
    await user.tab();
    expect(await within(dialog()).findByText(MESSAGES.shiftHours)).toBeInTheDocument();
    await user.clear(box(T.startHour('mon')));
    await user.type(box(T.startHour('mon')), '23');
    await waitFor(() => expect(within(dialog()).queryByText(MESSAGES.shiftHours)).not.toBeInTheDocument());
    expect(box(T.startHour('mon'))).toHaveAttribute('aria-invalid', 'false');
  });

  it('accepts the bounds and empty times, sending numbers and nulls as shifts JSON', async () => {
    const { user, calls } = await renderDialog({ endpoints: { registerAgent: CREATED } });
    await fillAgent(user);
    await user.type(box(T.startHour('mon')), '0');
    await user.type(box(T.startMinutes('mon')), '0');
    await user.type(box(T.endHour('mon')), '23');
    await user.type(box(T.endMinutes('mon')), '59');
    await addDay(user, 'Sunday');
    await user.type(box(T.startHour('sun')), '10');
    await user.click(submit());
    await waitFor(() => expect(calls.some((call) => call.key === 'registerAgent')).toBe(true));
    expect(shiftsSent(calls.find((call) => call.key === 'registerAgent')!)).toEqual([
      { day: 'mon', startTime: { hours: 0, minutes: 0 }, endTime: { hours: 23, minutes: 59 } },
      { day: 'sun', startTime: { hours: 10, minutes: null }, endTime: { hours: null, minutes: null } },
    ]);
  });
});

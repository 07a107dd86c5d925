// The Rating switch of the widget editor (issue 28): on for a widget saved before ratings existed, off as the
// widget stored it, labelled and described for screen readers, toggled by keyboard, and the body's rating block.
import { screen, waitFor, within } from '@testing-library/react';
import type { WidgetUpdatePayload } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';
import { openEditor, setWindowWidth, widgetFixture } from './widget-fixture';

const toggle = () => within(screen.getByRole('region', { name: T.rating })).getByRole('switch', { name: T.askRating });
const save = () => screen.getByRole('button', { name: T.saveChanges });
const sent = (calls: { key: string | null; payload: unknown }[]) => calls.filter((c) => c.key === 'updateWidget').map((c) => c.payload as WidgetUpdatePayload);

beforeEach(() => setWindowWidth(1280));

describe('Rating in Edit Widget', () => {
  it('is on for a widget saved before ratings existed, and says what it does', async () => {
    await openEditor(widgetFixture());
    expect(toggle()).toBeChecked();
    expect(toggle()).toHaveAccessibleDescription(T.askRatingHelp);
  });

  it('sends rating enabled when left on', async () => {
    const { user, calls } = await openEditor(widgetFixture({ rating: { enabled: true } }));
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].rating).toEqual({ enabled: true });
  });

  it('turned off by keyboard, sends rating { enabled: false }', async () => {
    const { user, calls, toasts } = await openEditor(widgetFixture());
    toggle().focus();
    await user.keyboard(' ');
    expect(toggle()).not.toBeChecked();
    await user.click(save());
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    expect(sent(calls)[0].rating).toEqual({ enabled: false });
  });

  it('shows a widget stored off as off, and sends it on again when switched on', async () => {
    const { user, calls } = await openEditor(widgetFixture({ rating: { enabled: false } }));
    expect(toggle()).not.toBeChecked();
    await user.click(toggle());
    expect(toggle()).toBeChecked();
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].rating).toEqual({ enabled: true });
  });
});

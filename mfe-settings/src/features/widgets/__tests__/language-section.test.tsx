// The Language of the widget editor (issue 37): the visitor's browser's by default, a fixed one chosen by
// keyboard, labelled and described for screen readers, and sent in the update body.
import { screen, waitFor, within } from '@testing-library/react';
import type { WidgetUpdatePayload } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';
import { openEditor, setWindowWidth, widgetFixture } from './widget-fixture';

const language = () => within(screen.getByRole('region', { name: T.language })).getByRole('combobox', { name: T.languageLabel });
const save = () => screen.getByRole('button', { name: T.saveChanges });
const sent = (calls: { key: string | null; payload: unknown }[]) => calls.filter((c) => c.key === 'updateWidget').map((c) => c.payload as WidgetUpdatePayload);

beforeEach(() => setWindowWidth(1280));

describe('Language in Edit Widget', () => {
  it("follows the visitor's browser for a widget saved before languages existed, and says what it changes", async () => {
    const { user, calls } = await openEditor(widgetFixture());
    expect(language()).toHaveTextContent(T.languageAuto);
    expect(language()).toHaveAccessibleDescription(T.languageHelp);
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].language).toBe('auto');
  });

  it('chosen by keyboard, sends the fixed language', async () => {
    const { user, calls } = await openEditor(widgetFixture({ language: 'es' }));
    expect(language()).toHaveTextContent('Español');
    language().focus();
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'العربية' });
    await user.click(option);
    expect(language()).toHaveTextContent('العربية');
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].language).toBe('ar');
  });
});

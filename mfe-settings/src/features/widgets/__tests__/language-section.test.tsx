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

describe("Texts in one language (the owner's overrides)", () => {
  const region = () => within(screen.getByRole('region', { name: T.language }));
  const languagePicker = () => region().getByRole('combobox', { name: T.ownTextsLanguage });

  it('starts on Spanish, shows the typed texts as placeholders, and sends what is typed for one language only', async () => {
    const { user, calls } = await openEditor(widgetFixture());
    expect(languagePicker()).toHaveTextContent('Español');
    expect(languagePicker()).toHaveAccessibleDescription(T.ownTextsHelp);
    const button = region().getByLabelText(T.ownText.buttonText('Español'));
    expect(button).toHaveValue('');
    expect(button).toHaveAttribute('placeholder', 'Human Chat');
    // Pasted, not typed: each key would re-render the whole editor (slow on a busy machine).
    await user.click(button);
    await user.paste('Chatea con nosotros');
    await user.click(region().getByLabelText(T.ownText.onlineText('Español')));
    await user.paste('  Aquí estamos  ');
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].textsByLanguage).toEqual({ es: { buttonText: 'Chatea con nosotros', onlineText: 'Aquí estamos' } });
    expect(sent(calls)[0].chatButton.buttonText).toBe('Human Chat');
  });

  it("opens on the first language with texts of its own, counts them in the list, and clearing them sends none", async () => {
    const { user, calls } = await openEditor(widgetFixture({ textsByLanguage: { de: { offlineText: 'Wir sind weg', requestEmailMessage: 'Ihre E-Mail?' } } }));
    expect(languagePicker()).toHaveTextContent('Deutsch');
    const offline = region().getByLabelText(T.ownText.offlineText('Deutsch'));
    expect(offline).toHaveValue('Wir sind weg');
    languagePicker().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: `Deutsch · ${T.ownTextsCount(2)}` })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Français' }));
    expect(region().getByLabelText(T.ownText.offlineText('Français'))).toHaveValue('');
    await user.click(languagePicker());
    await user.click(await screen.findByRole('option', { name: `Deutsch · ${T.ownTextsCount(2)}` }));
    await user.clear(region().getByLabelText(T.ownText.offlineText('Deutsch')));
    await user.clear(region().getByLabelText(T.ownText.requestEmailMessage('Deutsch')));
    await user.click(save());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].textsByLanguage).toEqual({});
  });

  it('opens on the fixed language of the widget', async () => {
    await openEditor(widgetFixture({ language: 'ar', textsByLanguage: { es: { buttonText: 'Chatea' } } }));
    expect(languagePicker()).toHaveTextContent('العربية');
    expect(region().getByLabelText(T.ownText.buttonText('العربية'))).toHaveAttribute('lang', 'ar');
  });
});


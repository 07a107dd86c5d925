// Issue 37: My Account's language. The choice is saved at once and the console turns to it (this tab and,
// through the stored user, the others); a refused save keeps the old language and says why.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDocumentLocale } from 'shared-kernel/i18n-react';
import { httpError, testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';

beforeEach(() => setViewportWidth(1280));
afterEach(() => applyDocumentLocale('en'));

async function pick(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: TEXTS.language.label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

describe("My Account's language", () => {
  it("offers the browser's language and the six, each in its own name, and saves a choice at once", async () => {
    const shell = renderConsole({ user: testUser(), route: '/profile', endpoints: { updateLanguage: (call) => ({ language: (call.payload as { language: 'de' }).language }) } });
    await remoteSettled();
    const select = screen.getByRole('combobox', { name: TEXTS.language.label });
    expect(select).toHaveTextContent(TEXTS.language.browser);
    await userEvent.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([TEXTS.language.browser, 'English', 'Español', 'Deutsch', 'Français', 'Português (Brasil)', 'العربية']);
    await userEvent.click(options[3]);

    await waitFor(() => expect(shell.platform.session.getUser()?.language).toBe('de'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(shell.calls.filter((call) => call.key === 'updateLanguage').map((call) => call.payload)).toEqual([{ language: 'de' }]);
    expect(shell.platform.session.getUser()?.language).toBe('de');
    expect(shell.toasts.map((toast) => toast.message)).toContain('Language saved');
  });

  it('keeps the language when the save is refused, and says why', async () => {
    const shell = renderConsole({ user: testUser({ language: 'fr' }), route: '/profile', endpoints: { updateLanguage: httpError(400, 'language must be auto or one of en, es, de, fr, pt-BR, ar') } });
    await remoteSettled();
    await pick('Deutsch');
    await waitFor(() => expect(shell.toasts.map((toast) => toast.message)).toContain('language must be auto or one of en, es, de, fr, pt-BR, ar'));
    expect(shell.platform.session.getUser()?.language).toBe('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });
});

// The shell in the console's language (issue 37): the signed-out screens behind the gate bootstrap.tsx puts
// around the app, the signed-in frame behind its own gate, a switch followed without a reload, counts by
// each language's plural rules, and times written the language's way.
import { act, render, screen, within } from '@testing-library/react';
import { applyDocumentLocale } from 'shared-kernel/i18n-react';
import type { Locale } from 'shared-kernel/i18n';
import { renderWithShell } from 'shared-kernel/testing';
import { ShellLanguage } from '../../features/auth/i18n/catalogue';
import { ESCALATION_BADGE_TEXTS } from '../../features/escalations/texts';
import { mentionTime } from '../../features/mentions/lib/mention-view';
import { MENTIONS_TEXTS } from '../../features/mentions/texts';
import { RemoteLoaderProvider } from '../../features/remotes/components/remote-loader-context';
import { createAreaLoader } from '../../features/remotes/lib/area-loader';
import { allRemotesUp, remoteSettled, setViewportWidth } from '../../test-support/render-console';
import { AppRoutes } from '../app-routes';
import { ConsoleLanguage } from '../i18n/catalogue';

/** The app as bootstrap.tsx renders it: the routes inside the signed-out screens' gate. */
function renderShell(route: string, signedIn = true) {
  setViewportWidth(1280);
  const loadArea = createAreaLoader(allRemotesUp, { sleep: () => Promise.resolve() });
  return renderWithShell(
    <ShellLanguage>
      <RemoteLoaderProvider loadArea={loadArea} backgrounds={[]}>
        <AppRoutes />
      </RemoteLoaderProvider>
    </ShellLanguage>,
    { route, ...(signedIn ? {} : { user: null }), endpoints: { mentions: { mentions: [], unread: 0 } } },
  );
}

/** Texts read inside the console's gate, once its language is loaded. */
async function readInConsole(locale: Locale, read: () => string[]): Promise<string[]> {
  applyDocumentLocale(locale);
  const Probe = () => <output>{JSON.stringify(read())}</output>;
  render(
    <ConsoleLanguage>
      <Probe />
    </ConsoleLanguage>,
  );
  return JSON.parse((await screen.findByRole('status')).textContent ?? '[]') as string[];
}

afterEach(() => {
  applyDocumentLocale('en');
  jest.restoreAllMocks();
});

describe('the shell in six languages', () => {
  it.each([
    ['en', 'Log in to your account', 'Log In', 'Forgot password?'],
    ['es', 'Inicia sesión en tu cuenta', 'Iniciar sesión', '¿Olvidaste tu contraseña?'],
    ['de', 'Melden Sie sich bei Ihrem Konto an', 'Anmelden', 'Passwort vergessen?'],
    ['fr', 'Connectez-vous à votre compte', 'Se connecter', 'Mot de passe oublié\u202f?'],
    ['pt-BR', 'Entre na sua conta', 'Entrar', 'Esqueceu a senha?'],
    ['ar', 'سجّل الدخول إلى حسابك', 'تسجيل الدخول', 'هل نسيت كلمة المرور؟'],
  ] as const)('shows the login screen in %s', async (locale, title, submit, forgot) => {
    applyDocumentLocale(locale);
    renderShell('/login', false);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: forgot })).toBeInTheDocument();
  });

  it('shows the signed-in frame in the language, and follows a switch without a reload', async () => {
    applyDocumentLocale('de');
    renderShell('/profile');
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profilmenü öffnen: DO' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verfügbarkeit: Online' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Brotkrumennavigation' })).getByRole('link', { name: 'Startseite' })).toBeInTheDocument();

    act(() => applyDocumentLocale('fr'));
    expect(await screen.findByRole('heading', { name: 'Mon compte', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu du profil\u00a0: DO' })).toBeInTheDocument();
  });

  it('names an area that cannot be loaded in the language, its name too', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyDocumentLocale('es');
    setViewportWidth(1280);
    const loadArea = createAreaLoader(async () => null, { sleep: () => Promise.resolve() });
    renderWithShell(
      <ShellLanguage>
        <RemoteLoaderProvider loadArea={loadArea} backgrounds={[]}>
          <AppRoutes />
        </RemoteLoaderProvider>
      </ShellLanguage>,
      { route: '/reports', endpoints: { mentions: { mentions: [], unread: 0 } } },
    );
    expect(await screen.findByText('Informes no está disponible en este momento.')).toBeInTheDocument();
    await remoteSettled();
  });

  it('counts unread mentions and escalations by the language’s plural rules', async () => {
    const counts = [1, 2, 3, 11, 99, 100];
    const read = () => [...counts.map((n) => MENTIONS_TEXTS.button(n)), ESCALATION_BADGE_TEXTS.entry('Active Chats', 1), MENTIONS_TEXTS.button(0)];
    expect(await readInConsole('en', read)).toEqual([
      'Mentions, 1 unread',
      'Mentions, 2 unread',
      'Mentions, 3 unread',
      'Mentions, 11 unread',
      'Mentions, 99 unread',
      'Mentions, 99+ unread',
      'Active Chats, 1 escalated',
      'Mentions',
    ]);
  });

  it.each([
    ['fr', ['Mentions, 1 non lue', 'Mentions, 2 non lues', 'Mentions, 99+ non lues']],
    ['pt-BR', ['Menções, 1 não lida', 'Menções, 2 não lidas', 'Menções, 99+ não lidas']],
  ] as const)('writes the unread count in %s', async (locale, expected) => {
    expect(await readInConsole(locale, () => [1, 2, 150].map((n) => MENTIONS_TEXTS.button(n)))).toEqual(expected);
  });

  it('uses the Arabic plural forms', async () => {
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(await readInConsole('ar', () => [1, 2, 3, 11, 99, 100].map((count) => MENTIONS_TEXTS.button(count)))).toEqual([
      'الإشارات، إشارة واحدة غير مقروءة',
      'الإشارات، إشارتان غير مقروءتين',
      `الإشارات، ${n(3)} إشارات غير مقروءة`,
      `الإشارات، ${n(11)} إشارة غير مقروءة`,
      `الإشارات، ${n(99)} إشارة غير مقروءة`,
      `الإشارات، أكثر من ${n(99)} إشارة غير مقروءة`,
    ]);
  });

  it("writes a mention's date the language's way", () => {
    const at = '2026-11-27T12:05:00Z';
    const later = new Date('2026-12-03T12:00:00Z');
    expect(mentionTime(at, later)).toMatch(/^11\/27\/2026/);
    applyDocumentLocale('de');
    expect(mentionTime(at, later)).toMatch(/^27\.11\.2026/);
  });
});

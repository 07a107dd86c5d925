// Every route of both specs has an owner: each AREAS path loads its remote, the account pages
// belong to the shell, and anything else is the not-found page.
import { screen } from '@testing-library/react';
import { AREAS } from 'shared-kernel/contracts';
import { UI_TEXTS } from 'shared-kernel/ui';
import { TEXTS } from '../texts';
import { renderConsole, setViewportWidth } from '../../test-support/render-console';

beforeEach(() => setViewportWidth(1280));

const example = (pattern: string) => pattern.replace(/:[^/]+/g, 'x1').replace('*', 'offline-message/m1');

describe('routes', () => {
  const areaRoutes = AREAS.flatMap((area) => area.paths.map((path) => [example(path), area.remote] as const));

  it.each(areaRoutes)('%s is rendered by %s', async (path, remote) => {
    renderConsole({ route: path });
    expect(await screen.findByText(`remote ${remote} at ${path}`)).toBeInTheDocument();
  });

  it.each([
    ['/signup', TEXTS.signup.title],
    ['/forgot-password', TEXTS.forgot.title],
    ['/email-verify', TEXTS.registered.title],
    ['/email-verify/u1?code=1234', TEXTS.verify.title],
    ['/auth/activate/u1', TEXTS.activate.title],
    ['/users/reset-password/new?token=t1&email=a%40b.co', TEXTS.reset.title],
  ])('%s is a public shell page', async (path, name) => {
    renderConsole({ user: null, route: path, endpoints: { verifyOtp: () => new Promise(() => undefined) } });
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: TEXTS.nav.label })).not.toBeInTheDocument();
  });

  it.each([
    ['/profile', TEXTS.profile.title],
    ['/change-password', TEXTS.changePassword.title],
  ])('%s is a signed-in shell page inside the console frame', async (path, name) => {
    renderConsole({ route: path });
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: TEXTS.nav.label })).toBeInTheDocument();
  });

  it('shows the not-found page with Go to Dashboard for a signed-in user', async () => {
    renderConsole({ route: '/no/such/page' });
    expect(await screen.findByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  });

  it('shows the not-found page with Go to Login when signed out', async () => {
    renderConsole({ user: null, route: '/dashboard-typo' });
    expect(await screen.findByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToLogin })).toBeInTheDocument();
  });
});

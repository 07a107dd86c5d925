// Test helpers: a widget as the server answers it (secrets masked) and a way to open a page with
// navigation state in the mock shell.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderWithShell } from 'shared-kernel/testing';
import SettingsArea from '../../../app/remote-app';
import { WIDGET_TEXTS as T } from '../texts';
import { defaultWidgetSlots, type Widget } from 'shared-kernel/contracts';
import { useNavigate } from 'shared-kernel/routing';

export function widgetFixture(patch: Partial<Widget> = {}): Widget {
  return {
    _id: 'w-1',
    clientId: 'u-owner',
    pluginId: 'plug-1',
    widgetName: 'Shop',
    domain: 'shop.example.com',
    widgetStyle: { backgroundColor: '#6495ED', buttonLocation: 'bottom-right', textColor: '#FFFFFF' },
    chatButton: { buttonText: 'Human Chat', enableTextOnButton: 0 },
    slots: defaultWidgetSlots(),
    department: [{ ids: ['d-sales'], names: ['Sales'] }],
    notificationEmailIds: ['owner@example.com'],
    requestEmailId: { enableRequestEmailId: true, message: 'Please provide your email in case our chat gets interrupted', showAt: 'after_chat_starts' },
    emailTranscript: false,
    chatPopupWelcomeMessage: { online: 'We are here to assist you', offline: 'We are offline right now. Feel free to leave a message!' },
    googleAnalytics: { measurementId: 'G-123', apiSecret: '••••9abc', event_name: 'booking_confirmed' },
    stripeConfig: { updateAll: false, stripe_public_key: 'pk_test_1', stripe_secret_key: '••••4242' },
    googleAdsConfig: {
      updateAll: false,
      mcc_customer_id: '123-456',
      google_client_id: 'client-id',
      google_client_secret: '••••sec1',
      google_developer_token: '',
      project_id: 'proj',
      google_redirect_uri: 'https://example.com/cb',
      refresh_token: '••••tok1',
    },
    timeZone: 'UTC',
    ...patch,
  };
}

/** Navigates once on mount: how the Domains page opens a page with state. */
export function GoTo({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { state });
  }, [navigate, to, state]);
  return null;
}

export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

/** A clipboard that works (or refuses), installed after userEvent.setup() (which puts its own). */
export function mockClipboard(works: boolean) {
  const writeText = jest.fn(() => (works ? Promise.resolve() : Promise.reject(new Error('denied'))));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Edit Widget for `widget`, its save answered with it; resolves once the editor's lazy chunk is on screen. */
export async function openEditor(widget: Widget) {
  const result = renderWithShell(
    <>
      <GoTo to="/edit-widget" state={{ widget }} />
      <SettingsArea />
    </>,
    { route: '/start', endpoints: { byDepartment: [], updateWidget: widget } },
  );
  // The editor is a chunk of its own: its first load in a busy test run may take longer than findBy's default second.
  await screen.findByRole('button', { name: T.saveChanges }, { timeout: 5000 });
  return { user: userEvent.setup({ delay: null }), ...result };
}

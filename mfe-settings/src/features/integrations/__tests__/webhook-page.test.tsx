// One endpoint's page (/integrations/webhooks/:id): its header actions and its delivery log (rows, body
// and answer shown as text only, Resend on failed rows, polling while a row is pending).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WebhookDeliveryView } from 'shared-kernel/integrations';
import { AreaRoutes } from 'shared-kernel/platform';
import { renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import { DELIVERY_POLL_MS } from '../hooks/use-delivery-log';
import { INTEGRATION_PAGES } from '../lib/integration-pages';
import WebhookPage from '../pages/webhook-page';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { delivery, endpoint, page } from './integration-fixtures';

const PAGES = [{ path: INTEGRATION_PAGES.webhook, element: <WebhookPage /> }];

function renderEndpoint(deliveries: WebhookDeliveryView[], endpoints: MockEndpoints = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(<AreaRoutes pages={PAGES} />, {
    route: '/integrations/webhooks/w1',
    endpoints: { webhooks: [endpoint(1)], webhookDeliveries: page(deliveries), ...endpoints },
  });
  return { user, ...shell };
}

const logRows = async () => within(await screen.findByRole('table', { name: T.logLabel })).getAllByRole('row').slice(1);
const rowOf = async (event: string) => (await logRows()).find((row) => row.textContent?.includes(event)) as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
  delete (window as { pwned?: boolean }).pwned;
});

describe('Webhook endpoint page', () => {
  it('shows the address, its state and the log: event, status with its code, duration, attempts', async () => {
    renderEndpoint([delivery(1), delivery(2, { event: 'chat.ended', state: 'failed', lastStatus: 500, attempts: 8 }), delivery(3, { event: 'chat.rated', state: 'failed', lastStatus: null })]);
    expect(await screen.findByRole('heading', { name: 'https://hooks1.example.com/chat', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(T.states.active)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.logTitle })).toBeInTheDocument();
    const [first, second, third] = await logRows();
    expect(within(first).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent)).toEqual(['chat.started', 'Delivered200', '42', '1']);
    expect(within(second).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent)).toEqual(['chat.ended', 'Failed500', '42', '8']);
    expect(within(third).getAllByRole('cell')[2]).toHaveTextContent(`Failed${T.none}`);
  });

  it("says 'No deliveries in the last 7 days' when the log is empty", async () => {
    renderEndpoint([]);
    expect(await screen.findByText('No deliveries in the last 7 days')).toBeInTheDocument();
  });

  it('shows the body sent and the answer as text: markup from the receiver is never run nor rendered', async () => {
    const hostile = '<script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><b>bold</b>';
    const body = JSON.stringify({ id: 'd1', event: 'message.created', data: { text: '<script>alert(1)</script>' } });
    const { user, container } = renderEndpoint([delivery(1, { event: 'message.created', lastAnswer: hostile, body })]);
    const row = await rowOf('message.created');
    expect(screen.queryByText(T.bodySent)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: T.showDetails }));
    expect(within(row).getByRole('button', { name: T.hideDetails })).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('heading', { name: T.bodySent })).toBeInTheDocument();
    expect(screen.getByTestId('delivery-body').textContent).toBe(JSON.stringify(JSON.parse(body), null, 2));
    const answer = screen.getByTestId('delivery-answer');
    expect(answer.textContent).toBe(hostile);
    expect(answer.children).toHaveLength(0);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('offers Resend on failed rows only; it sends the delivery again and the row shows it pending', async () => {
    const failed = delivery(2, { event: 'chat.ended', state: 'failed', lastStatus: 500 });
    const { user, calls, toasts } = renderEndpoint([delivery(1), failed], { resendWebhookDelivery: { ...failed, state: 'pending' } });
    const delivered = await rowOf('chat.started');
    expect(within(delivered).queryByRole('button', { name: T.resend })).not.toBeInTheDocument();
    const failedRow = await rowOf('chat.ended');
    expect(screen.getAllByRole('button', { name: T.resend })).toHaveLength(1);
    await user.click(within(failedRow).getByRole('button', { name: T.resend }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.resent }));
    expect(calls.find((c) => c.key === 'resendWebhookDelivery')).toMatchObject({ method: 'POST', path: '/integrations/webhooks/w1/deliveries/d2/resend' });
    expect(await rowOf('chat.ended')).toHaveTextContent(T.deliveryStates.pending);
    expect(screen.queryByRole('button', { name: T.resend })).not.toBeInTheDocument();
  });

  it('sends a test event, says so and reloads the log', async () => {
    const test = delivery(9, { event: 'webhook.test', state: 'delivered' });
    let sent = false;
    const { user, calls, toasts } = renderEndpoint([], {
      testWebhook: () => ((sent = true), test),
      webhookDeliveries: () => page(sent ? [test] : []),
    });
    await screen.findByText(T.logEmpty);
    await user.click(screen.getByRole('button', { name: T.sendTest }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.testQueued }));
    expect(calls.find((c) => c.key === 'testWebhook')?.path).toBe('/integrations/webhooks/w1/test');
    expect(await rowOf('webhook.test')).toHaveTextContent(T.deliveryStates.delivered);
  });

  it('asks for the log again every 3 s while a row is pending, and stops once none is', async () => {
    jest.useFakeTimers();
    let answers = 0;
    const { calls } = renderEndpoint([], {
      webhookDeliveries: () => page([delivery(1, { state: ++answers < 3 ? 'pending' : 'delivered', lastStatus: answers < 3 ? null : 200 })]),
    });
    expect(await rowOf('chat.started')).toHaveTextContent(T.deliveryStates.pending);
    const asked = () => calls.filter((c) => c.key === 'webhookDeliveries').length;
    expect(asked()).toBe(1);
    await act(async () => jest.advanceTimersByTime(DELIVERY_POLL_MS));
    await waitFor(() => expect(asked()).toBe(2));
    await act(async () => jest.advanceTimersByTime(DELIVERY_POLL_MS));
    expect(await rowOf('chat.started')).toHaveTextContent(T.deliveryStates.delivered);
    await act(async () => jest.advanceTimersByTime(DELIVERY_POLL_MS * 3));
    expect(asked()).toBe(3);
    expect(calls.find((c) => c.key === 'webhookDeliveries')?.query).toEqual({ take: 20, page: 1 });
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    const { user } = renderEndpoint([], { rotateWebhookSecret: { endpoint: endpoint(1, { previousSecretUntil: '2999-01-01T00:00:00Z' }), secret: 'whsec_new' } });
    await user.click(await screen.findByRole('button', { name: T.rotate }));
    const confirm = screen.getByRole('dialog', { name: T.rotateTitle });
    expect(confirm).toHaveTextContent('24 hours');
    await user.click(within(confirm).getByRole('button', { name: T.rotateConfirm }));
    expect(await screen.findByTestId('shown-secret')).toHaveTextContent('whsec_new');
  });

  it('says so when the endpoint does not exist', async () => {
    renderEndpoint([], { webhooks: [endpoint(2)] });
    expect(await screen.findByText(T.endpointMissing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/integrations');
  });
});

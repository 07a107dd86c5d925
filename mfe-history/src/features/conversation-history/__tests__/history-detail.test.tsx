// Conversation History's detail pane (spec 001 §2): the chat fetched on selection, its transcript and header,
// the Guest Info popup; the emailed access links and their §8 toasts; the narrow layout's Back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type MockCall, type MockShellOptions } from 'shared-kernel/testing';
import { fullTime } from 'shared-kernel/transcript';
import { REVIEW_TEXTS as R } from '../../../components/chat-review/texts';
import { chat, chatBoxes, message, page, renderReview } from '../../../components/chat-review/__tests__/review-fixtures';
import ConversationHistoryPage from '../pages/conversation-history-page';
import { HISTORY_TEXTS as T } from '../texts';

const MISMATCH = 'Sorry, you are unable to access this chat as the chat access link you’re trying to use was emailed to a different user';

const full = (n: number) => chat(n, { conversation: [message(1, { bodyText: 'Hello, I need help' }), message(2, { bodyText: 'Sure, happy to help', agentName: 'Ada Agent' }), message(3, { bodyText: 'Thanks' })] });

function renderHistory(options: MockShellOptions = {}, route = '/conversation-history') {
  const user = userEvent.setup();
  const shell = renderReview(<ConversationHistoryPage />, {
    route,
    ...options,
    endpoints: { dashboardHistory: page([chat(1), chat(2)]), singleChatHistory: (call: MockCall) => full(Number(call.params.id.slice(1))), ...options.endpoints },
  });
  return { user, ...shell };
}

describe('Conversation History detail', () => {
  it("says 'Select Chat to see the details', then fetches the selected chat and shows its header and transcript", async () => {
    const { user, calls } = renderHistory();
    expect(await screen.findByText(R.selectChat)).toBeInTheDocument();
    await user.click((await screen.findAllByTestId('chat-box'))[1]);
    const pane = await screen.findByRole('region', { name: 'Guest102' });
    expect(await within(pane).findByText('Hello, I need help')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'singleChatHistory').map((c) => c.path)).toEqual(['/chat/single-chat-history/c2']);
    expect(within(pane).getByText('Sure, happy to help').closest('[data-testid="message"]')).toHaveTextContent('Ada Agent');
    expect(within(pane).getAllByTestId('date-separator').length).toBeGreaterThan(0);
    expect(within(pane).getByTestId('detail-end-reason')).toHaveTextContent('Ended by the agent');
    expect(within(pane).getByTestId('detail-agent')).toHaveTextContent('Ada Agent');
    expect(within(pane).getByTestId('detail-domain')).toHaveTextContent('shop.example');
    expect(screen.queryByText(R.selectChat)).not.toBeInTheDocument();
  });

  it('reaches and opens a chat box with the keyboard', async () => {
    const { user } = renderHistory();
    const [first] = await screen.findAllByTestId('chat-box');
    act(() => first.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hello, I need help')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-current', 'true');
  });

  it('opens Guest Info with Name, Email, Phone, URL, Location, Chat Session and Conversion; Escape closes it', async () => {
    // One item for the answer and the expectation: times computed twice could fall on either side of a second.
    const item = { ...full(1), conversion: { analytics_uploaded: false, status: 2 as const } };
    const { user } = renderHistory({ endpoints: { singleChatHistory: item } });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    await screen.findByText('Hello, I need help');
    await user.click(screen.getByRole('button', { name: R.guestInfo }));
    const dialog = screen.getByRole('dialog', { name: R.guestInfoTitle('Guest101') });
    const field = (label: string) => within(dialog).getByTestId(`guest-info-${label}`);
    expect(field(R.name)).toHaveTextContent('Greta Guest');
    expect(field(R.email)).toHaveTextContent('greta1@example.com');
    expect(field(R.phone)).toHaveTextContent('+49 30 1234');
    expect(within(field(R.url)).getByRole('link', { name: 'https://shop.example/pricing' })).toHaveAttribute('href', 'https://shop.example/pricing');
    expect(field(R.location)).toHaveTextContent('Berlin, Berlin, Germany');
    expect(field(R.chatSession)).toHaveTextContent(`${fullTime(item.created_at as string)} – ${fullTime(item.updated_at)} (30 min 0 s)`);
    expect(field(R.conversion)).toHaveTextContent(R.conversionUploaded);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a guest-given page that is not an http(s) address as plain text, and says Not Uploaded', async () => {
    const item = full(1);
    item.visitorId.visitorDetails.viewing = ['javascript:alert(1)'];
    item.visitorId.firstName = '<b>Bold</b>';
    const { user } = renderHistory({ endpoints: { singleChatHistory: item } });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    await user.click(await screen.findByRole('button', { name: R.guestInfo }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId(`guest-info-${R.url}`)).toHaveTextContent('javascript:alert(1)');
    expect(within(dialog).getByTestId(`guest-info-${R.name}`)).toHaveTextContent('<b>Bold</b> Guest');
    expect(within(dialog).getByTestId(`guest-info-${R.conversion}`)).toHaveTextContent(R.notUploaded);
  });

  it("toasts the server's message, or 'something went wrong', when the chat cannot be fetched", async () => {
    const { user, toasts } = renderHistory({ endpoints: { singleChatHistory: new Error('network down') } });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.somethingWentWrong }));
    expect(await screen.findByText(R.chatFailed)).toBeInTheDocument();
  });

  it('opens a 2,000-message chat rendering only what is on screen', async () => {
    const long = chat(1, { conversation: Array.from({ length: 2000 }, (_, i) => message(i + 1)) });
    const { user } = renderHistory({ endpoints: { singleChatHistory: long } });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    await screen.findByText('Message 1');
    expect(screen.getAllByTestId('message').length).toBeLessThan(200);
  });

  it('shows either the list or the detail with Back up to 1024 px', async () => {
    const { user } = renderHistory();
    window.innerWidth = 1024;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    expect(await screen.findByText('Hello, I need help')).toBeInTheDocument();
    expect(chatBoxes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: R.back }));
    expect(await screen.findAllByTestId('chat-box')).toHaveLength(2);
    expect(screen.queryByText('Hello, I need help')).not.toBeInTheDocument();
  });
});

describe('Emailed access links', () => {
  it('opens /chat/conversation-history/{id} selected in the detail pane, also when not in the loaded list', async () => {
    const { calls, toasts } = renderHistory({ endpoints: { singleChatHistory: full(9) } }, '/chat/conversation-history/c9');
    expect(await screen.findByText('Hello, I need help')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guest109' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'singleChatHistory')?.path).toBe('/chat/single-chat-history/c9');
    expect(toasts).toEqual([]);
  });

  it('opens /chat/offline-message/{id} through single-offline-message', async () => {
    const offline = { ...full(7), status: 3 as const };
    const { calls } = renderHistory({ endpoints: { singleOfflineMessage: offline } }, '/chat/offline-message/c7');
    expect(await screen.findByText('Hello, I need help')).toBeInTheDocument();
    expect(screen.getByTestId('detail-end-reason')).toHaveTextContent('Offline message');
    expect(calls.find((c) => c.key === 'singleOfflineMessage')?.path).toBe('/chat/single-offline-message/c7');
    expect(calls.some((c) => c.key === 'singleChatHistory')).toBe(false);
  });

  it.each([
    ['an empty body', ''],
    ['null', null],
    ['{}', {}],
  ])('shows the mismatch as an error toast for a chat link answered with %s', async (_what, answer) => {
    const { toasts } = renderHistory({ endpoints: { singleChatHistory: answer as never } }, '/chat/conversation-history/c9');
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: MISMATCH }));
    expect(T.accessLinkMismatch).toBe(MISMATCH);
    expect(screen.getByText(R.selectChat)).toBeInTheDocument();
  });

  it('shows the mismatch as an info toast for an offline-message link', async () => {
    const { toasts } = renderHistory({ endpoints: { singleOfflineMessage: '' as never } }, '/chat/offline-message/o1');
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'info', message: MISMATCH }));
    expect(toasts.some((t) => t.variant === 'error')).toBe(false);
  });

  it("toasts the server's message or 'something went wrong' when the link's chat cannot be fetched", async () => {
    const failed = renderHistory({ endpoints: { singleChatHistory: new Error('offline') } }, '/chat/conversation-history/c9');
    await waitFor(() => expect(failed.toasts).toContainEqual({ variant: 'error', message: 'something went wrong' }));
    failed.unmount();
    const refused = renderHistory({ endpoints: { singleOfflineMessage: httpError(500, 'Database is down') } }, '/chat/offline-message/o1');
    await waitFor(() => expect(refused.toasts).toContainEqual({ variant: 'error', message: 'Database is down' }));
  });
});

// AI assist composed into the chat panel (issue 36): nothing of it while it is off; a suggestion streamed into
// the input, edited and sent by the agent; Ctrl+J; stopping; a rewrite used or discarded; Summarize writing a
// note; a refusal shown as a toast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { AiAssistFeatures, AiRequestPayload } from 'shared-kernel/ai-assist';
import type { AgentEmitEvents } from 'shared-kernel/contracts';
import { renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { AI_TEXTS as A } from '../../features/ai-assist/texts';
import { conversation, holding } from '../../test-support/live-chat-fixtures';
import { ComposedChatPanel } from '../composed-chat-panel';
import { CHAT_PANEL_TEXTS as T, TEAMWORK_UI_TEXTS as TW } from '../texts';

const ALL_ON: AiAssistFeatures = { suggestions: true, rewrite: true, summaries: true };
const input = () => screen.getByRole('textbox', { name: T.inputLabel });

async function setup(features: AiAssistFeatures = ALL_ON, options: MockShellOptions = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <ComposedChatPanel chat={{ visitorId: 'v-3', guestId: 3, chatId: 'chat-3' }} onClose={jest.fn()} />
    </VirtuosoMockContext.Provider>,
    {
      ...options,
      endpoints: {
        dashboardConversation: { ongoing: conversation(3), history: [] },
        chatTeamwork: { holding: holding(3), notes: [], activity: [] },
        getAllCanned: [],
        aiFeatures: features,
        ...options.endpoints,
      },
    },
  );
  await waitFor(() => expect(input()).toBeEnabled());
  const requests = () => shell.emitted.filter((e) => e.name === 'ai-assist-request').map((e) => e.payload as AiRequestPayload);
  const emittedOf = <N extends keyof AgentEmitEvents>(name: N) => shell.emitted.filter((e) => e.name === name).map((e) => e.payload as AgentEmitEvents[N]);
  return { user, ...shell, requests, emittedOf };
}

describe('AI assist in the chat panel', () => {
  it('shows no AI control while AI assist is off', async () => {
    const { calls } = await setup({ suggestions: false, rewrite: false, summaries: false });
    await waitFor(() => expect(calls.some((call) => call.key === 'aiFeatures')).toBe(true));
    expect(screen.queryByRole('button', { name: A.suggest })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: A.rewrite })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: A.summarize })).not.toBeInTheDocument();
  });

  it('streams a suggestion into the input; the agent edits it and only Send sends it', async () => {
    const { user, push, requests, emittedOf } = await setup();
    await user.click(await screen.findByRole('button', { name: A.suggest }));
    await waitFor(() => expect(requests()).toHaveLength(1));
    const [ask] = requests();
    expect(ask).toEqual({ requestId: expect.any(String), chatId: 'chat-3', kind: 'suggest' });
    push('ai-assist', { requestId: ask.requestId, chunk: 'Your parcel ' });
    expect(input()).toHaveValue('Your parcel ');
    expect(screen.getByRole('button', { name: A.stopSuggestion })).toBeInTheDocument();
    push('ai-assist', { requestId: 'someone-else', chunk: 'ignored' });
    push('ai-assist', { requestId: ask.requestId, chunk: 'ships today.' });
    push('ai-assist', { requestId: ask.requestId, done: 'Your parcel ships today.' });
    expect(input()).toHaveValue('Your parcel ships today.');
    expect(emittedOf('inbound-agent')).toHaveLength(0);
    await user.type(input(), ' Thanks!{Enter}');
    await waitFor(() => expect(emittedOf('inbound-agent')).toHaveLength(1));
    expect(emittedOf('inbound-agent')[0].bodyText).toBe('Your parcel ships today. Thanks!');
  });

  it('asks with Ctrl+J, and stops a suggestion on demand', async () => {
    const { user, requests, emittedOf } = await setup();
    await screen.findByRole('button', { name: A.suggest });
    await user.click(input());
    await user.keyboard('{Control>}j{/Control}');
    await waitFor(() => expect(requests()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: A.stopSuggestion }));
    expect(emittedOf('ai-assist-stop')).toEqual([{ requestId: requests()[0].requestId }]);
    expect(screen.getByRole('button', { name: A.suggest })).toBeInTheDocument();
  });

  it('rewrites the draft as a preview, used or discarded', async () => {
    const { user, push, requests } = await setup();
    await user.type(input(), 'pls wait');
    await user.click(await screen.findByRole('button', { name: A.rewrite }));
    await user.click(await screen.findByRole('menuitem', { name: A.styles.formal }));
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(requests()[0]).toMatchObject({ kind: 'rewrite', draft: 'pls wait', style: 'formal' });
    push('ai-assist', { requestId: requests()[0].requestId, done: 'Please wait a moment.' });
    const dialog = await screen.findByRole('dialog', { name: A.rewriteTitle });
    expect(within(dialog).getByTestId('rewrite-preview')).toHaveTextContent('Please wait a moment.');
    await user.click(within(dialog).getByRole('button', { name: A.accept }));
    // The rest of the page is hidden from the accessibility tree until the dialog has gone.
    await waitFor(() => expect(input()).toHaveValue('Please wait a moment.'));

    await user.click(screen.getByRole('button', { name: A.rewrite }));
    await user.click(await screen.findByRole('menuitem', { name: A.styles.shorter }));
    await waitFor(() => expect(requests()).toHaveLength(2));
    push('ai-assist', { requestId: requests()[1].requestId, done: 'Wait.' });
    await user.click(within(await screen.findByRole('dialog', { name: A.rewriteTitle })).getByRole('button', { name: A.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toHaveValue('Please wait a moment.');
  });

  it('writes the summary as an internal note', async () => {
    const { user, push, requests, emittedOf, toasts } = await setup();
    await user.click(await screen.findByRole('button', { name: A.summarize }));
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(requests()[0]).toEqual({ requestId: expect.any(String), chatId: 'chat-3', kind: 'summarize' });
    push('ai-assist', { requestId: requests()[0].requestId, done: 'Wants: a refund\nTried: nothing\nOpen: the refund' });
    await waitFor(() => expect(emittedOf('chat-note')).toHaveLength(1));
    expect(emittedOf('chat-note')[0]).toEqual({ chatId: 'chat-3', bodyText: A.summaryNote('Wants: a refund\nTried: nothing\nOpen: the refund'), noteId: expect.any(String), mentions: [] });
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: A.summaryAdded }));
  });

  it("offers the generated summary as a transfer's note, editable before sending", async () => {
    const targets = { agents: [{ agentId: 'u-bob', fullName: 'Bob Baker', role: 'agent' as const, status: 'online' as const, photo: null, departments: [], chatsHeld: 0 }], departments: [] };
    const { user, push, requests, calls } = await setup(ALL_ON, { endpoints: { transferTargets: targets, transferChat: (call) => ({ holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }), activity: { note: (call.payload as { note: string }).note } as never }) } });
    await user.click(await screen.findByRole('button', { name: TW.transfer }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: A.writeSummary }));
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(requests()[0]).toMatchObject({ chatId: 'chat-3', kind: 'summarize' });
    push('ai-assist', { requestId: requests()[0].requestId, chunk: 'Wants: a refund' });
    push('ai-assist', { requestId: requests()[0].requestId, done: 'Wants: a refund\nOpen: the refund' });
    const note = within(dialog).getByRole('textbox', { name: TW.noteLabel });
    expect(note).toHaveValue('Wants: a refund\nOpen: the refund');
    await user.type(note, ' (VIP)');
    await user.click(await within(dialog).findByRole('radio', { name: /Bob Baker/ }));
    await user.click(within(dialog).getByRole('button', { name: TW.confirmTransfer }));
    await waitFor(() => expect(calls.find((call) => call.key === 'transferChat')?.payload).toMatchObject({ chatId: 'chat-3', agentId: 'u-bob', note: 'Wants: a refund\nOpen: the refund (VIP)' }));
  });

  it("shows the server's refusal in one line, and an endpoint's error", async () => {
    const answers = [{ ok: false, status: 429, message: 'You are asking for AI help too quickly. Wait a minute and try again.' }, { ok: true }];
    const { user, push, requests, toasts } = await setup(ALL_ON, { acks: { 'ai-assist-request': () => answers.shift()! } });
    await user.click(await screen.findByRole('button', { name: A.suggest }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'You are asking for AI help too quickly. Wait a minute and try again.' }));
    expect(screen.getByRole('button', { name: A.suggest })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: A.suggest }));
    await waitFor(() => expect(requests()).toHaveLength(2));
    push('ai-assist', { requestId: requests()[1].requestId, error: 'The AI endpoint refused the API key (401). Check the key in Settings, AI assist.' });
    expect(toasts).toContainEqual({ variant: 'error', message: 'The AI endpoint refused the API key (401). Check the key in Settings, AI assist.' });
    expect(screen.getByRole('button', { name: A.suggest })).toBeInTheDocument();
  });
});

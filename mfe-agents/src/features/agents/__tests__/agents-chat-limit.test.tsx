// The list's chat limit column (issue 27): 'No limit' or the number on every row and card; a select on the
// rows the viewer manages, saved at once with PATCH /users/chat-limit {agentId, chatLimit}, toasted, and
// the old value kept (with the server's message) when refused.
import { act, screen, waitFor, within } from '@testing-library/react';
import { httpError, type MockCall } from 'shared-kernel/testing';
import { AGENTS_TEXTS as T } from '../texts';
import { agent, MANAGER, renderPage, setWidth } from './agent-fixtures';

jest.mock('../../agent-form/components/agent-form-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../metrics/components/agent-metrics-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../departments/components/departments-tab', () => jest.requireActual('./sibling-mocks'));

const STAFF = () => [agent(1, { fullName: 'Ann Agent', chatLimit: 3 }), agent(2, { fullName: 'Ben Agent' }), agent(3, { fullName: 'Max Manager', role: 'manager', chatLimit: 8 })];
/** The server's answer: the limit as asked. */
const stored = (call: MockCall) => call.payload as { agentId: string; chatLimit: number | null };

const table = () => screen.findByRole('table', { name: T.listLabel });
const rowOf = async (name: string) => within(await table()).getAllByRole('row').find((row) => within(row).queryByText(name))!;
const limitOf = async (name: string) => within(await rowOf(name)).getByRole('combobox', { name: T.chatLimitOf(name) });
const limitCalls = (calls: MockCall[]) => calls.filter((call) => call.key === 'setChatLimit');

beforeEach(() => setWidth(1280));

describe('Chat limit column', () => {
  it("shows each row's limit, 'No limit' without one", async () => {
    renderPage({ agents: STAFF() });
    expect(await limitOf('Ann Agent')).toHaveTextContent(/^3$/);
    expect(await limitOf('Ben Agent')).toHaveTextContent(T.noLimit);
    expect(await limitOf('Max Manager')).toHaveTextContent(/^8$/);
  });

  it("sets a limit with PATCH /users/chat-limit, toasts 'Chat limit updated' and shows the new value", async () => {
    const { user, calls, toasts } = renderPage({ agents: STAFF(), endpoints: { setChatLimit: stored } });
    await user.click(await limitOf('Ben Agent'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([T.noLimit, ...Array.from({ length: 20 }, (_, at) => String(at + 1))]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '5' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.chatLimitUpdated }]));
    expect(limitCalls(calls)).toMatchObject([{ method: 'PATCH', path: '/users/chat-limit', payload: { agentId: 'a2', chatLimit: 5 } }]);
    expect(await limitOf('Ben Agent')).toHaveTextContent(/^5$/);
    expect(await limitOf('Ann Agent')).toHaveTextContent(/^3$/);
  });

  it("takes a limit away with chatLimit null ('No limit')", async () => {
    const { user, calls, toasts } = renderPage({ agents: STAFF(), endpoints: { setChatLimit: stored } });
    await user.click(await limitOf('Ann Agent'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: T.noLimit }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.chatLimitUpdated }]));
    expect(limitCalls(calls).map((call) => call.payload)).toEqual([{ agentId: 'a1', chatLimit: null }]);
    expect(await limitOf('Ann Agent')).toHaveTextContent(T.noLimit);
  });

  it('is reached and changed with the keyboard', async () => {
    const { user, calls } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent', chatLimit: 3 })], endpoints: { setChatLimit: stored } });
    const box = await limitOf('Ann Agent');
    act(() => box.focus());
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '3' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(limitCalls(calls).map((call) => call.payload)).toEqual([{ agentId: 'a1', chatLimit: 4 }]));
    await waitFor(async () => expect(await limitOf('Ann Agent')).toHaveTextContent(/^4$/));
  });

  it('calls nothing when the same limit is picked again', async () => {
    const { user, calls, toasts } = renderPage({ agents: STAFF(), endpoints: { setChatLimit: stored } });
    await user.click(await limitOf('Ann Agent'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '3' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(limitCalls(calls)).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it.each([
    ['the server message', httpError(400, 'chatLimit must be a whole number from 1 to 20, or null for no limit'), 'chatLimit must be a whole number from 1 to 20, or null for no limit'],
    ['the server message of a refusal', httpError(403, 'A manager can only manage agents'), 'A manager can only manage agents'],
    ['Something went wrong for an answer without the agent', { chatLimit: 9 }, T.failed],
  ])('keeps the old value and toasts %s when refused', async (_case, answer, message) => {
    const { user, calls, toasts } = renderPage({ agents: STAFF(), endpoints: { setChatLimit: answer as never } });
    await user.click(await limitOf('Ann Agent'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '9' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'error', message }]));
    expect(limitCalls(calls)).toHaveLength(1);
    await waitFor(async () => expect(await limitOf('Ann Agent')).not.toHaveAttribute('aria-disabled'));
    expect(await limitOf('Ann Agent')).toHaveTextContent(/^3$/);
  });

  it("is read-only text on the rows a manager does not manage", async () => {
    renderPage({ user: MANAGER, agents: STAFF() });
    expect(await limitOf('Ann Agent')).toHaveTextContent(/^3$/);
    const max = await rowOf('Max Manager');
    expect(within(max).queryByRole('combobox', { name: T.chatLimitOf('Max Manager') })).not.toBeInTheDocument();
    expect(within(max).getAllByRole('cell')[6]).toHaveTextContent(/^8$/);
  });
});

describe('Chat limit on the cards', () => {
  it("shows a 'Chat limit' line whose select saves the same way", async () => {
    setWidth(640);
    const { user, calls, toasts } = renderPage({ agents: STAFF(), endpoints: { setChatLimit: stored } });
    const cards = within(await screen.findByRole('list', { name: T.listLabel })).getAllByRole('listitem');
    const ben = cards.find((card) => within(card).queryByText('Ben Agent'))!;
    expect(ben).toHaveTextContent(T.chatLimit);
    const box = within(ben).getByRole('combobox', { name: T.chatLimitOf('Ben Agent') });
    expect(box).toHaveTextContent(T.noLimit);
    await user.click(box);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '12' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.chatLimitUpdated }]));
    expect(limitCalls(calls).map((call) => call.payload)).toEqual([{ agentId: 'a2', chatLimit: 12 }]);
    await waitFor(() => expect(within(ben).getByRole('combobox', { name: T.chatLimitOf('Ben Agent') })).toHaveTextContent(/^12$/));
  });
});

// The agent forms' chat limit (issue 27): a labelled "No limit" / 1..20 select in the Add and Edit Agent
// dialogs and on the Add Agent page; sent as `chatLimit` ('' for no limit) when chosen or changed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-kernel/testing';
import CreateAgentPage from '../pages/create-agent-page';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { agent, dialog, enter, form, passwordBox, renderDialog, type RenderedDialog, submit, textbox } from './agent-form-fixtures';

const ANSWER = { _id: 'a1', fullName: 'Ada Agent', profilePhoto: { fileName: 'ada.png' } };
const limitBox = (within_: HTMLElement = dialog()) => within(within_).getByRole('combobox', { name: T.chatLimit });

async function choose(user: RenderedDialog['user'], box: HTMLElement, option: string) {
  await user.click(box);
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const sentBy = (calls: RenderedDialog['calls'], key: 'registerAgent' | 'updateProfile') => form(calls.find((call) => call.key === key)!);

describe('Chat limit in the Add Agent dialog', () => {
  it("offers 'No limit' (chosen) and 1 to 20, with its helper text read with it", async () => {
    const { user } = await renderDialog();
    const box = limitBox();
    expect(box).toHaveTextContent(T.noLimit);
    expect(box).toHaveAccessibleDescription(T.chatLimitHelp);
    await user.click(box);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([T.noLimit, ...Array.from({ length: 20 }, (_, at) => String(at + 1))]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the chosen limit with the new agent and hands it back on the agent', async () => {
    const { user, calls, onSaved } = await renderDialog({ endpoints: { registerAgent: { _id: 'a-new', email: 'new@example.com' } } });
    await enter(user, textbox(T.email), 'new@example.com');
    await enter(user, textbox(T.fullName), 'New Agent');
    await enter(user, passwordBox(), 'Secret#123');
    await choose(user, limitBox(), '7');
    expect(limitBox()).toHaveTextContent('7');
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBy(calls, 'registerAgent').chatLimit).toBe('7');
    expect(onSaved.mock.calls[0][0].chatLimit).toBe(7);
  });
});

describe('Chat limit in the Edit Agent dialog', () => {
  it("pre-fills the agent's limit", async () => {
    await renderDialog({ mode: 'edit', agent: agent({ chatLimit: 12 }) });
    expect(limitBox()).toHaveTextContent(/^12$/);
  });

  it("pre-fills 'No limit' for an agent without a limit", async () => {
    await renderDialog({ mode: 'edit', agent: agent({ chatLimit: null }) });
    expect(limitBox()).toHaveTextContent(T.noLimit);
  });

  it("sends '' when a limit is taken away, and the agent comes back without one", async () => {
    const { user, calls, onSaved } = await renderDialog({ mode: 'edit', agent: agent({ chatLimit: 4 }), endpoints: { updateProfile: ANSWER } });
    await choose(user, limitBox(), T.noLimit);
    await user.click(submit(T.save));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = sentBy(calls, 'updateProfile');
    expect(sent).toHaveProperty('chatLimit', '');
    expect(onSaved.mock.calls[0][0].chatLimit).toBeNull();
  });

  it('sends a new limit as its number', async () => {
    const { user, calls, onSaved } = await renderDialog({ mode: 'edit', agent: agent({ chatLimit: null }), endpoints: { updateProfile: ANSWER } });
    await choose(user, limitBox(), '20');
    await user.click(submit(T.save));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBy(calls, 'updateProfile').chatLimit).toBe('20');
    expect(onSaved.mock.calls[0][0].chatLimit).toBe(20);
  });

  it('leaves chatLimit out when unchanged, so a limit set meanwhile from the list stays', async () => {
    const { user, calls, onSaved } = await renderDialog({ mode: 'edit', agent: agent({ chatLimit: 3 }), endpoints: { updateProfile: ANSWER } });
    await user.click(submit(T.save));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBy(calls, 'updateProfile')).not.toHaveProperty('chatLimit');
    expect(onSaved.mock.calls[0][0].chatLimit).toBe(3);
  });
});

describe('Chat limit on the Add Agent page', () => {
  it('sends the chosen limit in the JSON body and empties the choice afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, toasts } = renderWithShell(<CreateAgentPage />, { route: '/create-agent', endpoints: { registerAgent: { _id: 'n', email: 'fresh@example.com' } } });
    const page = screen.getByRole('form', { name: T.pageTitle });
    await enter(user, within(page).getByRole('textbox', { name: new RegExp(`^${T.email}`) }), 'fresh@example.com');
    await enter(user, within(page).getByRole('textbox', { name: new RegExp(`^${T.fullName}`) }), 'Fresh Agent');
    await enter(user, within(page).getByLabelText(new RegExp(`^${T.password}`)), 'Secret#123');
    expect(limitBox(page)).toHaveAccessibleDescription(T.chatLimitHelp);
    await choose(user, limitBox(page), '5');
    await user.click(within(page).getByRole('button', { name: T.submit }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.registered }]));
    expect(calls[0].payload).toEqual({ fullName: 'Fresh Agent', email: 'fresh@example.com', password: 'Secret#123', chatLimit: '5' });
    await waitFor(() => expect(limitBox(page)).toHaveTextContent(T.noLimit));
  });
});

// The command palette (issue 38): Ctrl+K anywhere (a text box included) or the header's button opens it;
// the screens the user may open, ranked and grouped; an area's commands while it is loaded, withdrawn when
// it goes; a server search after a few characters; ↑ ↓ Enter and Esc, the focus where the work is.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCommandSource } from 'shared-kernel/platform';
import { useLocation } from 'shared-kernel/routing';
import { testUser } from 'shared-kernel/testing';
import { fakeRemote, remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';
import type { LoadRemoteModule } from '../../remotes/lib/area-loader';
import { PALETTE_TEXTS as T } from '../texts';

const ran = jest.fn();

/** The live-chat area while it is loaded: two chats, and a contact search answered after a moment. */
function LiveChatArea() {
  const { pathname } = useLocation();
  useCommandSource('live:chats', () => [
    { id: 'c7', group: 'chats', title: 'Guest 7', detail: 'Can I change my booking?', shortcut: { key: 'ArrowDown', mod: true }, run: () => ran('Guest 7') },
    { id: 'c9', group: 'chats', title: 'Guest 9', detail: 'Do you ship abroad?', run: () => ran('Guest 9') },
  ]);
  useCommandSource(
    'live:contacts',
    async (query) => (query.includes('ana') ? [{ id: 'ana', group: 'contacts' as const, title: 'Ana Contreras', detail: 'ana@example.com', run: () => ran('Ana') }] : []),
    3,
  );
  return <p>{`live chat at ${pathname}`}</p>;
}

const load: LoadRemoteModule = async (remote) => (remote === 'mfe_live_chat' ? fakeRemote(remote, { default: LiveChatArea }) : fakeRemote(remote));

async function open(route = '/dashboard', user = testUser()) {
  setViewportWidth(1280);
  renderConsole({ route, load, user });
  await remoteSettled();
  const keys = userEvent.setup();
  return keys;
}

const box = () => screen.getByRole('combobox', { name: T.input });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const groups = () => within(screen.getByRole('listbox')).queryAllByRole('group').map((group) => group.getAttribute('aria-label'));

beforeEach(() => ran.mockClear());

describe('the command palette', () => {
  it('opens with Ctrl+K, lists what the user may open, ranks and groups what is typed, and runs the highlighted one', async () => {
    const user = await open();
    expect(screen.getByText('live chat at /dashboard')).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveFocus());
    expect(groups()).toEqual([T.groups.chats, T.groups.screens]);
    expect(options().map((option) => option.textContent)).toContain('Domains/my-widgets');

    await user.type(box(), 'guest');
    // Chats before screens; a screen whose name has the word is found too.
    expect(options().map((o) => within(o).getAllByText(/./)[0].textContent)).toEqual(['Guest 7', 'Guest 9', 'Blocked Guests']);
    // The chat's shortcut is shown with it, the platform's way.
    expect(within(options()[0]).getByText('Ctrl')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0].id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(ran).toHaveBeenCalledWith('Guest 9'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a screen, found by its English name in any language too', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: T.open }));
    await waitFor(() => expect(box()).toHaveFocus());
    await user.type(box(), 'chat hist');
    expect(options().map((o) => o.textContent)).toEqual(['Chat History/conversation-history']);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('remote mfe_history at /conversation-history')).toBeInTheDocument();
  });

  it("lists only the screens an agent may open, and an area's commands only while it is loaded", async () => {
    const user = await open('/contacts', testUser({ userRole: 'agent', isClient: false, isAgent: true, clientId: 'u-owner' }));
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: T.title });
    expect(groups()).toEqual([T.groups.screens]);
    const screens = options().map((o) => o.textContent ?? '');
    expect(screens.some((text) => text.startsWith('Contacts'))).toBe(true);
    expect(screens.some((text) => text.startsWith('Domains') || text.startsWith('Agents'))).toBe(false);
  });

  it('asks a server search once enough is typed, says so while it answers, and says when nothing matches', async () => {
    const user = await open();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: T.title });
    await user.type(box(), 'an');
    expect(groups()).not.toContain(T.groups.contacts);
    await user.type(box(), 'a');
    expect(await within(screen.getByRole('listbox')).findByRole('option', { name: /Ana Contreras/ })).toBeInTheDocument();
    // Contacts come before screens (/manage-agents has "ana" too).
    expect(groups()).toEqual([T.groups.contacts, T.groups.screens]);
    await user.clear(box());
    await user.type(box(), 'zzzz');
    expect(await screen.findByText(T.empty('zzzz'))).toBeInTheDocument();
  });

  it('opens from a text box as well, and Esc gives the focus back', async () => {
    const user = await open();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: T.title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
    // A single key never opens it, nor Alt (AltGr) with K: the keys land in the box (the marker), no dialog.
    await user.keyboard('k{Control>}{Alt>}k{/Alt}{/Control}x');
    await waitFor(() => expect(field).toHaveValue('kx'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    field.remove();
  });
});

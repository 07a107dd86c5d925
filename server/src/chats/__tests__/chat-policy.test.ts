import { TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { decide, maySeeActiveChats, mayRead, type ChatAction, type ChatFacts, type ChatReader } from '../chat-policy';

const ACCOUNT = 'account-1';
const SALES = 'dept-sales';

const reader = (over: Partial<ChatReader>): ChatReader => ({
  userId: 'me',
  accountId: ACCOUNT,
  wholeAccount: false,
  readsAgentsChats: false,
  departments: [SALES],
  ...over,
});
const chat = (over: Partial<ChatFacts>): ChatFacts => ({
  clientId: ACCOUNT,
  state: 'active',
  agentId: 'colleague',
  holderRole: 'agent',
  widgetDepartments: [SALES],
  ...over,
});

const owner = reader({ wholeAccount: true, departments: [] });
const agent = reader({});
const manager = reader({ readsAgentsChats: true });
const outsider = reader({ departments: ['dept-support'] });

describe('mayRead', () => {
  it.each<[string, ChatReader, Partial<ChatFacts>, boolean]>([
    ["owner: a colleague's active chat", owner, {}, true],
    ['owner: an unattended chat (nobody held it)', owner, { state: 'ended', agentId: null, holderRole: null }, true],
    ["owner: another account's chat", owner, { clientId: 'account-2' }, false],
    ['agent: their own active chat', agent, { agentId: 'me' }, true],
    ['agent: their own ended chat', agent, { state: 'ended', agentId: 'me' }, true],
    ['agent: a pending chat of their department', agent, { state: 'pending', agentId: null, holderRole: null }, true],
    ["agent: a colleague's active chat", agent, {}, false],
    ["agent: a colleague's ended chat", agent, { state: 'ended' }, false],
    ['agent: an unattended chat', agent, { state: 'ended', agentId: null, holderRole: null }, false],
    ['agent: a widget without departments, pending', agent, { state: 'pending', agentId: null, holderRole: null, widgetDepartments: [] }, true],
    ['agent outside the department: a pending chat', outsider, { state: 'pending', agentId: null, holderRole: null }, false],
    ['agent outside the department: their own chat (moved since)', outsider, { agentId: 'me' }, false],
    ["agent: another account's chat they once held", agent, { clientId: 'account-2', agentId: 'me' }, false],
    ["manager: an agent's active chat", manager, {}, true],
    ["manager: an agent's ended chat", manager, { state: 'ended' }, true],
    ["manager: another manager's chat", manager, { holderRole: 'manager' }, false],
    ["manager: a co-admin's chat", manager, { holderRole: 'co_client' }, false],
    ['manager: an unattended chat', manager, { state: 'ended', agentId: null, holderRole: null }, false],
    ["manager: an agent's chat outside their departments", manager, { widgetDepartments: ['dept-support'] }, false],
    ['agent who held it before a transfer (now outside its department)', outsider, { heldBefore: true }, true],
    ['agent who held it before, in another account', agent, { clientId: 'account-2', heldBefore: true }, false],
    ["colleague mentioned in a note of a colleague's chat", outsider, { mentioned: true }, true],
    ['colleague mentioned in another account', agent, { clientId: 'account-2', mentioned: true }, false],
  ])('%s', (_name, who, facts, expected) => {
    expect(mayRead(who, chat(facts))).toBe(expected);
  });
});

describe('decide: the whole rule, action by action', () => {
  const holder = reader({ userId: 'colleague' });
  const heldChat = chat({ agentName: 'Anna' });
  const byManager = chat({ agentId: 'mgr-2', holderRole: 'manager', agentName: 'Mo' });
  const pendingForDepartment = chat({ state: 'pending', agentId: null, holderRole: null, agentName: null });
  const former = reader({ departments: ['dept-support'] });
  const formerChat = chat({ heldBefore: true, agentName: 'Anna' });
  const ok = { ok: true };
  const no = (status: 403 | 404 | 409, message: string) => ({ ok: false, status, message });
  const NOT_FOUND = no(404, 'Chat not found');
  const CHANGED = no(409, TEAMWORK_TEXTS.chatChanged);
  it.each<[string, ChatReader, ChatAction, ChatFacts, object]>([
    // write to the guest: the holder only (the soft lock)
    ['holder writes to the guest', holder, 'write-guest', heldChat, ok],
    ['owner writes in an agent’s chat', owner, 'write-guest', heldChat, no(403, TEAMWORK_TEXTS.heldBy('Anna'))],
    ['manager writes in an agent’s chat', manager, 'write-guest', heldChat, no(403, TEAMWORK_TEXTS.heldBy('Anna'))],
    ['former holder (stale tab) writes', former, 'write-guest', formerChat, no(403, TEAMWORK_TEXTS.heldBy('Anna'))],
    ['former holder writes while it waits for a department', former, 'write-guest', { ...pendingForDepartment, heldBefore: true }, no(403, TEAMWORK_TEXTS.notHeld)],
    ['colleague writes in a chat they may not read', agent, 'write-guest', heldChat, NOT_FOUND],
    ['other account writes', owner, 'write-guest', chat({ clientId: 'account-2' }), NOT_FOUND],
    ['holder writes after the end', holder, 'write-guest', chat({ state: 'ended' }), NOT_FOUND],
    // notes: any reader of an open chat
    ['holder writes a note', holder, 'write-note', heldChat, ok],
    ['owner writes a note', owner, 'write-note', heldChat, ok],
    ['manager writes a note in an agent’s chat', manager, 'write-note', heldChat, ok],
    ['agent of the department notes a pending chat', agent, 'write-note', pendingForDepartment, ok],
    ['colleague notes a chat they may not read', agent, 'write-note', heldChat, NOT_FOUND],
    ['mentioned colleague notes the chat', agent, 'write-note', { ...heldChat, mentioned: true }, ok],
    ['mentioned colleague writes to the guest', agent, 'write-guest', { ...heldChat, mentioned: true }, no(403, TEAMWORK_TEXTS.heldBy('Anna'))],
    ['mentioned colleague transfers', agent, 'transfer', { ...heldChat, mentioned: true }, no(403, TEAMWORK_TEXTS.mayNotTransfer)],
    ['owner notes an ended chat', owner, 'write-note', chat({ state: 'ended' }), CHANGED],
    // transfer: the holder, or a supervisor of the chat
    ['holder transfers', holder, 'transfer', heldChat, ok],
    ['owner transfers an agent’s chat', owner, 'transfer', heldChat, ok],
    ['manager transfers an agent’s chat', manager, 'transfer', heldChat, ok],
    ['manager transfers another manager’s chat they read', manager, 'transfer', { ...byManager, heldBefore: true }, no(403, TEAMWORK_TEXTS.mayNotTransfer)],
    ['colleague transfers', agent, 'transfer', heldChat, NOT_FOUND],
    ['former holder transfers', former, 'transfer', formerChat, no(403, TEAMWORK_TEXTS.mayNotTransfer)],
    ['owner transfers a pending chat', owner, 'transfer', pendingForDepartment, CHANGED],
    ['other account transfers', owner, 'transfer', chat({ clientId: 'account-2' }), NOT_FOUND],
    // take over: a supervisor who does not hold it
    ['owner takes over', owner, 'take-over', heldChat, ok],
    ['manager takes over an agent’s chat', manager, 'take-over', heldChat, ok],
    ['manager takes over a manager’s chat', manager, 'take-over', { ...byManager, heldBefore: true }, no(403, TEAMWORK_TEXTS.mayNotTakeOver)],
    ['holder takes over their own chat', holder, 'take-over', heldChat, no(409, TEAMWORK_TEXTS.sameHolder)],
    ['agent takes over a pending chat of their department', agent, 'take-over', pendingForDepartment, CHANGED],
    ['former holder takes over', former, 'take-over', formerChat, no(403, TEAMWORK_TEXTS.mayNotTakeOver)],
    ['other account takes over', owner, 'take-over', chat({ clientId: 'account-2' }), NOT_FOUND],
    // read
    ['former holder reads', former, 'read', formerChat, ok],
    ['colleague reads', agent, 'read', heldChat, NOT_FOUND],
  ])('%s', (_name, who, action, facts, expected) => {
    expect(decide(who, action, facts)).toEqual(expected);
  });

  it.each<[string, ChatReader, boolean]>([
    ['owner', owner, true],
    ['manager', manager, true],
    ['agent', agent, false],
  ])('Active chats: %s', (_name, who, expected) => {
    expect(maySeeActiveChats(who)).toBe(expected);
  });
});

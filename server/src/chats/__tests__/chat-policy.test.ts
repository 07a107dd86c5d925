import { mayRead, type ChatFacts, type ChatReader } from '../chat-policy';

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
  ])('%s', (_name, who, facts, expected) => {
    expect(mayRead(who, chat(facts))).toBe(expected);
  });
});

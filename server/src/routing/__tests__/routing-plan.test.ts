import { planRouting, type PlanAgent, type PlanChat } from '../routing-plan';

const NOW = 1_000_000;

const agent = (id: string, over: Partial<PlanAgent> = {}): PlanAgent => ({
  id,
  isOnline: true,
  chatLimit: 5,
  load: 0,
  departments: ['sales'],
  unrestricted: false,
  routable: true,
  lastAssignedAt: 0,
  ...over,
});

let entry = 0;
const chat = (id: string, over: Partial<PlanChat> = {}): PlanChat => ({
  id,
  entry: (entry += 1),
  departments: ['sales'],
  mode: 'auto',
  acceptWindowMs: 30_000,
  maxQueueLength: null,
  offeredTo: null,
  offerExpiresAt: null,
  queuePosition: 0,
  guestLeft: false,
  skippedBy: new Set(),
  ...over,
});

describe('planRouting', () => {
  it('offers a chat to the agent with the most free room, then to who waited longest', () => {
    const agents = [agent('busy', { load: 4 }), agent('free', { load: 1 }), agent('also-free', { load: 1, lastAssignedAt: 10 })];
    const plan = planRouting(agents, [chat('c1')], NOW);
    expect(plan.offers).toEqual([{ chatId: 'c1', agentId: 'free', expiresAt: NOW + 30_000 }]);

    const tie = planRouting([agent('recent', { lastAssignedAt: 500 }), agent('idle', { lastAssignedAt: 100 })], [chat('c2')], NOW);
    expect(tie.offers.map((offer) => offer.agentId)).toEqual(['idle']);
  });

  it('spreads a burst: 200 chats, 10 agents with limit 5 make 50 offers, 150 queued in arrival order', () => {
    const agents = Array.from({ length: 10 }, (_, i) => agent(`a${i}`));
    const chats = Array.from({ length: 200 }, (_, i) => chat(`c${i}`));
    const plan = planRouting(agents, chats, NOW);
    expect(plan.offers).toHaveLength(50);
    const perAgent = new Map<string, number>();
    for (const offer of plan.offers) perAgent.set(offer.agentId, (perAgent.get(offer.agentId) ?? 0) + 1);
    expect([...perAgent.values()]).toEqual(Array(10).fill(5));
    expect(plan.offers.map((offer) => offer.chatId)).toEqual(chats.slice(0, 50).map((c) => c.id));
    const queued = chats.slice(50).map((c) => plan.positions.get(c.id));
    expect(queued).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
  });

  it('withdraws an expired offer, marks it a timeout and offers the chat to someone else', () => {
    const agents = [agent('slow', { load: 1 }), agent('next', { load: 0 })];
    const expired = chat('c1', { offeredTo: 'slow', offerExpiresAt: NOW - 1, queuePosition: null });
    const plan = planRouting(agents, [expired], NOW);
    expect(plan.withdrawn).toEqual([{ chatId: 'c1', agentId: 'slow', reason: 'timeout' }]);
    expect(plan.offers.map((offer) => offer.agentId)).toEqual(['next']);
  });

  it('keeps a live offer and its agent room', () => {
    const agents = [agent('a', { chatLimit: 1, load: 1 })];
    const plan = planRouting(agents, [chat('c1', { offeredTo: 'a', offerExpiresAt: NOW + 5_000, queuePosition: null }), chat('c2')], NOW);
    expect(plan.offers).toEqual([]);
    expect(plan.withdrawn).toEqual([]);
    expect(plan.positions.get('c2')).toBe(1);
  });

  it('does not offer a chat again to an agent who declined it within its window', () => {
    const plan = planRouting([agent('decliner')], [chat('c1', { skippedBy: new Set(['decliner']) })], NOW);
    expect(plan.offers).toEqual([]);
    expect(plan.positions.get('c1')).toBe(1);
  });

  it('offers to all while someone has room; queues the rest and announces a queued chat that finds room', () => {
    const agents = [agent('a', { chatLimit: 1 })];
    const first = planRouting(agents, [chat('c1', { mode: 'offer-all' }), chat('c2', { mode: 'offer-all' })], NOW);
    expect(first.announce).toEqual(['c1']);
    expect(first.positions.get('c2')).toBe(1);
    const later = planRouting(agents, [chat('c2', { mode: 'offer-all', queuePosition: 1 })], NOW);
    expect(later.announce).toEqual(['c2']);
    expect(later.positions.get('c2')).toBeNull();
  });

  it('never queues when no agent has a limit (the spec rule), and counts owners only with a limit', () => {
    const plan = planRouting([agent('a', { chatLimit: null })], Array.from({ length: 30 }, (_, i) => chat(`c${i}`, { mode: 'offer-all' })), NOW);
    expect([...plan.positions.values()].every((position) => position === null)).toBe(true);
    const owner = agent('owner', { routable: false, chatLimit: null, unrestricted: true, departments: [] });
    expect(planRouting([owner], [chat('c1')], NOW).positions.get('c1')).toBe(1);
  });

  it('numbers each queue among the chats whose departments meet, and skips agents of other departments', () => {
    const agents = [agent('s', { load: 5 }), agent('t', { departments: ['support'], load: 5 })];
    const chats = [chat('s1'), chat('t1', { departments: ['support'] }), chat('s2'), chat('any', { departments: [] })];
    const plan = planRouting(agents, chats, NOW);
    expect(Object.fromEntries(plan.positions)).toEqual({ s1: 1, t1: 1, s2: 2, any: 4 });
  });

  it('refuses a new chat beyond the longest queue, and leaves guests who left out of it', () => {
    const agents = [agent('a', { load: 5 })];
    const plan = planRouting(agents, [chat('c1', { maxQueueLength: 1 }), chat('gone', { guestLeft: true }), chat('c2', { maxQueueLength: 1 })], NOW);
    expect(plan.positions.get('c1')).toBe(1);
    expect(plan.positions.get('gone')).toBeNull();
    expect(plan.queueFull).toEqual(['c2']);
  });

  it('withdraws the offer of an agent who went offline', () => {
    const plan = planRouting([agent('away', { isOnline: false, load: 1 }), agent('here')], [chat('c1', { offeredTo: 'away', offerExpiresAt: NOW + 9_000, queuePosition: null })], NOW);
    expect(plan.withdrawn).toEqual([{ chatId: 'c1', agentId: 'away', reason: 'withdrawn' }]);
    expect(plan.offers.map((offer) => offer.agentId)).toEqual(['here']);
  });
});

import type { Visitor } from 'shared-kernel/contracts';
import { LocalGuestDirectory, mergeGuests, type GuestDirectory } from '../guest-directory';
import { LiveVisitors, type ListedGuest, type LiveVisitor } from '../live-visitors';

const listed = (visitorId: string, connectedAt: number, lastActivity: number, firstName = ''): ListedGuest => ({
  visitor: { visitorId, firstName } as Visitor,
  accountId: 'account-1',
  widgetDepartments: [],
  connectedAt,
  lastActivity,
});

describe('mergeGuests', () => {
  it('keeps one entry per guest: the newest activity, with the earliest arrival', () => {
    const here = [listed('a', 100, 500, 'here'), listed('b', 100, 100)];
    const there = [listed('a', 50, 900, 'there'), listed('c', 10, 10)];
    const merged = mergeGuests(here, there);
    expect(merged.map((guest) => guest.visitor.visitorId).sort()).toEqual(['a', 'b', 'c']);
    const a = merged.find((guest) => guest.visitor.visitorId === 'a')!;
    expect(a).toEqual(listed('a', 50, 900, 'there'));
  });

  it('keeps the entry whose activity is newer even when it arrived later', () => {
    const [a] = mergeGuests([listed('a', 10, 100, 'old')], [listed('a', 200, 300, 'new')]);
    expect(a).toEqual(listed('a', 10, 300, 'new'));
  });

  it('gives the listed fields only, never the sockets or timers of a live entry', () => {
    const live = { ...listed('a', 1, 2), sockets: new Set(['s']), leaveTimer: null } as unknown as LiveVisitor;
    const [a] = mergeGuests([live], [listed('a', 0, 1)]);
    expect(a).toEqual(listed('a', 0, 2));
  });
});

describe('the local guest directory (one process)', () => {
  const entry = (visitorId: string, accountId: string): LiveVisitor => ({
    ...listed(visitorId, 1, 1),
    accountId,
    widgetId: 'w',
    sockets: new Set(),
    widgetOpen: false,
    leaveTimer: null,
  });

  it("lists this process's guests of the account and never looks elsewhere", async () => {
    const live = new LiveVisitors();
    const directory: GuestDirectory = new LocalGuestDirectory(live);
    await directory.start({ departed: async () => undefined, relisted: async () => undefined });
    live.set(entry('a', 'one'));
    live.set(entry('b', 'two'));
    expect((await directory.ofAccount('one')).map((guest) => guest.visitor.visitorId)).toEqual(['a']);
    expect((await directory.find('b'))?.accountId).toBe('two');
    expect(await directory.find('z')).toBeUndefined();
    expect(await directory.liveElsewhere('a')).toBe(false);
    await directory.stop();
  });
});

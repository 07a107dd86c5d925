import type { Visitor } from 'shared-kernel/contracts';
import { GuestWriteBehind } from '../guest-write-behind';
import { LiveVisitors, type LiveChange, type LiveVisitor } from '../live-visitors';

const NODE = 'node-1';

function guest(visitorId: string, at = 1_000): LiveVisitor {
  return {
    visitor: { visitorId, guestId: 1, _id: `row-${visitorId}`, firstName: '' } as Visitor,
    accountId: 'account-1',
    widgetId: 'widget-1',
    widgetDepartments: ['sales'],
    sockets: new Set(['socket-1']),
    connectedAt: at,
    lastActivity: at,
    widgetOpen: false,
    leaveTimer: null,
  };
}

/** A registry whose every change is marked, as the shared directory wires it. */
function tracked() {
  const live = new LiveVisitors();
  const writes = new GuestWriteBehind(live, NODE);
  const changes: Array<[string, LiveChange]> = [];
  live.watch((visitorId, change) => {
    changes.push([visitorId, change]);
    writes.mark(visitorId, change);
  });
  return { live, writes, changes };
}

const idsOf = (rows: Array<{ visitorId: string }>) => rows.map((row) => row.visitorId).sort();

describe('the live registry reports every change', () => {
  it('reports arrivals, assignments of visitor and lastActivity (by any handler) and departures', () => {
    const { live, changes } = tracked();
    const stored = live.set(guest('v1'));
    stored.visitor = { ...stored.visitor, firstName: 'Ann' };
    stored.lastActivity = 2_000;
    // The sockets and the widget state are not listed: no report.
    stored.sockets.add('socket-2');
    stored.widgetOpen = true;
    live.delete('v1');
    live.delete('v1');
    expect(changes).toEqual([
      ['v1', 'listing'],
      ['v1', 'listing'],
      ['v1', 'activity'],
      ['v1', 'listing'],
    ]);
  });

  it('answers the stored entry, which reads back what was assigned', () => {
    const { live } = tracked();
    const stored = live.set(guest('v1'));
    stored.lastActivity = 5_000;
    expect(live.get('v1')).toBe(stored);
    expect(live.get('v1')!.lastActivity).toBe(5_000);
    expect(live.get('v1')!.visitor.visitorId).toBe('v1');
    expect(live.all()).toEqual([stored]);
  });
});

describe('the write-behind of the shared guest directory', () => {
  it('turns a burst of changes into one row per guest still here and one id per guest gone', () => {
    const { live, writes } = tracked();
    const a = live.set(guest('a'));
    live.set(guest('b'));
    live.set(guest('c'));
    a.visitor = { ...a.visitor, firstName: 'Ann' };
    a.visitor = { ...a.visitor, firstName: 'Anna' };
    live.delete('b');

    const batch = writes.take({ withActivity: false });
    expect(idsOf(batch.upserts)).toEqual(['a', 'c']);
    expect(batch.removals).toEqual(['b']);
    // The row is read at flush time: the latest details, this node, the times as dates.
    const rowOfA = batch.upserts.find((row) => row.visitorId === 'a')!;
    expect(rowOfA).toMatchObject({ nodeId: NODE, accountId: 'account-1', widgetDepartments: ['sales'], connectedAt: new Date(1_000), lastActivity: new Date(1_000) });
    expect(rowOfA.visitor.firstName).toBe('Anna');
    // Nothing is left for the next flush.
    expect(writes.take({ withActivity: true })).toEqual({ upserts: [], removals: [] });
  });

  it('keeps last-activity moves for a flush that includes activity, unless a listing write carries them', () => {
    const { live, writes } = tracked();
    const a = live.set(guest('a'));
    const b = live.set(guest('b'));
    writes.take({ withActivity: false });

    a.lastActivity = 2_000;
    b.lastActivity = 3_000;
    expect(writes.hasListingChanges).toBe(false);
    expect(writes.take({ withActivity: false })).toEqual({ upserts: [], removals: [] });

    // b's details change: its row, written now, carries its activity too.
    b.visitor = { ...b.visitor, firstName: 'Bo' };
    expect(writes.hasListingChanges).toBe(true);
    const soon = writes.take({ withActivity: false });
    expect(idsOf(soon.upserts)).toEqual(['b']);
    expect(soon.upserts[0].lastActivity).toEqual(new Date(3_000));

    const withActivity = writes.take({ withActivity: true });
    expect(idsOf(withActivity.upserts)).toEqual(['a']);
    expect(withActivity.upserts[0].lastActivity).toEqual(new Date(2_000));
  });

  it('marks a batch that could not be written again, read afresh at the next flush', () => {
    const { live, writes } = tracked();
    const a = live.set(guest('a'));
    live.set(guest('b'));
    const failed = writes.take({ withActivity: false });
    writes.restore(failed);
    a.lastActivity = 9_000;
    live.delete('b');
    const retry = writes.take({ withActivity: false });
    expect(idsOf(retry.upserts)).toEqual(['a']);
    expect(retry.upserts[0].lastActivity).toEqual(new Date(9_000));
    expect(retry.removals).toEqual(['b']);
  });
});

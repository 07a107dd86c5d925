// The drain's in-memory queue of an endpoint: each key's oldest delivery first, due ones only, and what a
// recorded attempt does to it.
import type { WebhookDeliveryRow } from '../../db/schema';
import { PendingMirror } from '../pending-mirror';

const T0 = new Date('2026-11-29T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function row(id: string, orderKey: string, seq: number, nextAttemptAt = T0): WebhookDeliveryRow {
  return {
    id, seq, orderKey, nextAttemptAt, endpointId: 'e1', clientId: 'c1', event: 'message.created', body: '{}', state: 'pending', attempts: 0,
    dueAt: T0, lastStatus: null, lastDurationMs: null, lastAnswer: null, lastAttemptAt: null, leasedUntil: null, createdAt: T0,
  };
}
const ids = (rows: WebhookDeliveryRow[]) => rows.map((r) => r.id);
const attempt = { status: 200, durationMs: 1, answer: '' };

describe('PendingMirror', () => {
  it("gives each key's oldest delivery, whatever order they were added in, and holds a delivery once", () => {
    const mirror = new PendingMirror([row('b2', 'chat:b', 5), row('a1', 'chat:a', 1)]);
    mirror.add([row('b1', 'chat:b', 2), row('a2', 'chat:a', 3), row('a1', 'chat:a', 1)]);
    expect(mirror.size).toBe(4);
    expect(ids(mirror.dueHeads(10, T0)).sort()).toEqual(['a1', 'b1']);
    expect(mirror.dueHeads(1, T0)).toHaveLength(1);
  });

  it('leaves out heads not due yet, the longest due first, and a key waits behind its retrying head', () => {
    const mirror = new PendingMirror([row('a1', 'chat:a', 1, at(30)), row('a2', 'chat:a', 2), row('b1', 'chat:b', 3, at(-5)), row('c1', 'chat:c', 4, at(-1))]);
    expect(ids(mirror.dueHeads(10, T0))).toEqual(['b1', 'c1']);
    expect(mirror.nextDue()).toEqual(at(-5));
    expect(ids(mirror.dueHeads(10, at(30)))).toEqual(['b1', 'c1', 'a1']);
  });

  it('drops sent and failed deliveries, so the next of their key heads it; a retry stays with its new time', () => {
    const a1 = row('a1', 'chat:a', 1);
    const b1 = row('b1', 'chat:b', 2);
    const c1 = row('c1', 'chat:c', 3);
    const mirror = new PendingMirror([a1, row('a2', 'chat:a', 4), b1, c1]);
    mirror.settle(
      [
        { delivery: a1, attempt, outcome: { kind: 'delivered' } },
        { delivery: b1, attempt: { ...attempt, status: 503 }, outcome: { kind: 'retry', at: at(30) } },
        { delivery: c1, attempt: { ...attempt, status: 400 }, outcome: { kind: 'failed', why: 'refused' } },
      ],
      T0,
    );
    expect(mirror.size).toBe(2);
    expect(ids(mirror.dueHeads(10, T0))).toEqual(['a2']);
    const [retrying] = mirror.dueHeads(10, at(30)).filter((r) => r.id === 'b1');
    expect(retrying).toMatchObject({ attempts: 1, nextAttemptAt: at(30), lastAttemptAt: T0 });
    expect(mirror.nextDue()).toEqual(T0);
  });

  it('is empty with nothing held', () => {
    const mirror = new PendingMirror();
    expect(mirror.dueHeads(10, T0)).toEqual([]);
    expect(mirror.nextDue()).toBeNull();
  });
});

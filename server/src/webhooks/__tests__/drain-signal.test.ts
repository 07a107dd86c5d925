// How the intake and the routes reach a running drain: hand-overs only to a drain that mirrors its
// endpoint, a notice makes that mirror stale (the drain reads the database again), and both wake it.
import type { WebhookDeliveryRow } from '../../db/schema';
import { createDrainSignal } from '../webhook-drain';

const delivery = (id: string) => ({ id, endpointId: 'e1', orderKey: 'chat:a', seq: 1 }) as WebhookDeliveryRow;

describe('the drain signal', () => {
  it('hands deliveries over only while a drain holds an inbox for the endpoint', () => {
    const signal = createDrainSignal();
    expect(signal.handOff('e1', [delivery('d1')])).toBe(false);
    const inbox = signal.inbox('e1');
    expect(signal.handOff('e1', [delivery('d2')])).toBe(true);
    expect(signal.handOff('e2', [delivery('d3')])).toBe(false);
    expect(inbox.take()).toEqual({ rows: [delivery('d2')], stale: false });
    expect(inbox.take()).toEqual({ rows: [], stale: false });
    inbox.close();
    expect(signal.handOff('e1', [delivery('d4')])).toBe(false);
  });

  it('a notice makes the inbox stale: later deliveries go to the drain job instead', () => {
    const signal = createDrainSignal();
    const inbox = signal.inbox('e1');
    signal.notify('e1');
    expect(signal.handOff('e1', [delivery('d1')])).toBe(false);
    expect(inbox.take()).toEqual({ rows: [], stale: true });
  });

  it('wakes a waiting drain on a hand-over or a notice, and answers false after the wait', async () => {
    const signal = createDrainSignal();
    signal.inbox('e1');
    const handed = signal.wait('e1', 5000);
    signal.handOff('e1', [delivery('d1')]);
    await expect(handed).resolves.toBe(true);
    const noticed = signal.wait('e1', 5000);
    signal.notify('e1');
    await expect(noticed).resolves.toBe(true);
    await expect(signal.wait('e1', 10)).resolves.toBe(false);
  });
});

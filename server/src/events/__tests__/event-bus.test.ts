import { afterCommit, createDomainEventBus } from '..';

const payload = { accountId: 'account', widgetId: 'widget' };

describe('the domain event bus', () => {
  it('gives each listener the event with its name and time, after the emitter\'s own work', async () => {
    const bus = createDomainEventBus();
    const heard: unknown[] = [];
    bus.on('widget.routing-changed', (event) => void heard.push(event));
    bus.emit('widget.routing-changed', payload);
    expect(heard).toEqual([]);
    await bus.settled();
    expect(heard).toEqual([{ ...payload, type: 'widget.routing-changed', occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it('runs the other listeners when one throws, and logs the failure', async () => {
    const logged: string[] = [];
    const bus = createDomainEventBus((message) => void logged.push(message));
    const heard: string[] = [];
    bus.on('widget.routing-changed', () => {
      throw new Error('boom');
    });
    bus.on('widget.routing-changed', async () => void heard.push('second'));
    bus.emit('widget.routing-changed', payload);
    await bus.settled();
    expect(heard).toEqual(['second']);
    expect(logged).toEqual(['listener of widget.routing-changed failed']);
  });

  it('settles only once slow listeners, and those they start, have finished', async () => {
    const bus = createDomainEventBus();
    const order: string[] = [];
    bus.on('widget.routing-changed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('slow');
      bus.emit('chat.pending', { accountId: 'a', chatId: 'c', widgetId: 'w', visitorId: 'v', guestId: 1, reason: 'returned' });
    });
    bus.on('chat.pending', async () => void order.push('follow-up'));
    bus.emit('widget.routing-changed', payload);
    await bus.settled();
    expect(order).toEqual(['slow', 'follow-up']);
  });

  it('stops telling a listener that was removed', async () => {
    const bus = createDomainEventBus();
    const heard: unknown[] = [];
    const stop = bus.on('widget.routing-changed', (event) => void heard.push(event));
    stop();
    bus.emit('widget.routing-changed', payload);
    await bus.settled();
    expect(heard).toEqual([]);
  });

  it('publishes what a unit of work emitted only once it returned, and nothing when it threw', async () => {
    const bus = createDomainEventBus();
    const heard: string[] = [];
    bus.on('widget.routing-changed', ({ widgetId }) => void heard.push(widgetId));
    await expect(
      afterCommit(bus, async (later) => {
        later.emit('widget.routing-changed', { ...payload, widgetId: 'rolled back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const answer = await afterCommit(bus, async (later) => {
      later.emit('widget.routing-changed', { ...payload, widgetId: 'committed' });
      await bus.settled();
      // Held back while the work is still open.
      expect(heard).toEqual([]);
      return 42;
    });
    await bus.settled();
    expect(answer).toBe(42);
    expect(heard).toEqual(['committed']);
  });
});

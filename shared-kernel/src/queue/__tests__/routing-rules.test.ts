import { expectedWaitSeconds, expectedWaitText, ROUTING_TEXTS, waitClock } from 'shared-kernel/queue';

describe('routing rules', () => {
  it('estimates the wait from position, capacity and the mean chat duration', () => {
    expect(expectedWaitSeconds(3, 10, 400, 100)).toBe(120);
    expect(expectedWaitSeconds(1, 2, 300, 5)).toBe(150);
  });

  it('has no estimate without capacity or with too few chats', () => {
    expect(expectedWaitSeconds(3, 0, 400, 100)).toBeNull();
    expect(expectedWaitSeconds(3, 5, null, 0)).toBeNull();
    expect(expectedWaitSeconds(3, 5, 400, 4)).toBeNull();
  });

  it('words the expected wait', () => {
    expect(expectedWaitText(null)).toBe('Expected wait: a few minutes');
    expect(expectedWaitText(20)).toBe('Expected wait: less than a minute');
    expect(expectedWaitText(80)).toBe('Expected wait: about 1 minute');
    expect(expectedWaitText(120)).toBe('Expected wait: about 2 minutes');
  });

  it('words the queue position, the load and the wait clock', () => {
    expect(ROUTING_TEXTS.queuePosition(3)).toBe('You are number 3 in the queue');
    expect(ROUTING_TEXTS.load(3, 5)).toBe('3 / 5 chats');
    expect(waitClock(125)).toBe('2:05');
    expect(waitClock(-4)).toBe('0:00');
  });
});

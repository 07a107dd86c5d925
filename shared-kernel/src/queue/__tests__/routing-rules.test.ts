import { expectedWaitSeconds, ROUTING_TEXTS, waitClock } from 'shared-kernel/queue';

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

  it('words the load and the wait clock', () => {
    expect(ROUTING_TEXTS.load(3, 5)).toBe('3 / 5 chats');
    expect(waitClock(125)).toBe('2:05');
    expect(waitClock(-4)).toBe('0:00');
  });
});

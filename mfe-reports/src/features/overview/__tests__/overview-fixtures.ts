import type { DurationFigure, ReportsOverview } from 'shared-kernel/contracts';

const figure = (median: number | null, p90: number | null, count = 0): DurationFigure => ({ median, p90, average: median, count });

/** An overview of a three-day range: every figure present. */
export function overviewAnswer(overrides: Partial<ReportsOverview> = {}): ReportsOverview {
  const heatMap = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  heatMap[0][9] = 4; // Monday 09:00
  heatMap[4][14] = 2; // Friday 14:00
  return {
    chats: 1234,
    missed: 7,
    offlineMessages: 3,
    series: {
      unit: 'day',
      points: [
        { start: '2026-11-25', chats: 5 },
        { start: '2026-11-26', chats: 0 },
        { start: '2026-11-27', chats: 1 },
      ],
    },
    heatMap,
    timeToAccept: figure(80, 125, 10),
    firstResponse: figure(45, 3600, 10),
    duration: figure(7500, 9000, 10),
    satisfaction: { rated: 8, good: 7, score: 0.875 },
    ...overrides,
  };
}

/** Nothing measured: every duration and the satisfaction are null. */
export function emptyOverview(): ReportsOverview {
  return overviewAnswer({
    chats: 0,
    missed: 0,
    offlineMessages: 0,
    timeToAccept: figure(null, null),
    firstResponse: figure(null, null),
    duration: figure(null, null),
    satisfaction: { rated: 0, good: 0, score: null },
    series: { unit: 'day', points: [{ start: '2026-11-27', chats: 0 }] },
    heatMap: Array.from({ length: 7 }, () => Array<number>(24).fill(0)),
  });
}

// The real chart (MUI X Charts in jsdom) draws without errors; the Overview's tests stub it.
import { render } from '@testing-library/react';
import { deserialize, serialize } from 'node:v8';
import SeriesChart from '../components/series-chart';
import { overviewAnswer } from './overview-fixtures';

// The charts' gesture layer clones its options with structuredClone, which every browser has and jest's
// jsdom environment does not expose.
beforeAll(() => {
  if (typeof globalThis.structuredClone !== 'function') {
    globalThis.structuredClone = (<T,>(value: T): T => deserialize(serialize(value)) as T) as typeof structuredClone;
  }
});

it('draws the chats per day as an SVG chart', () => {
  const { container } = render(<SeriesChart series={overviewAnswer().series} />);
  expect(container.querySelector('svg')).not.toBeNull();
});

// The chart itself (MUI X Charts in jsdom): one figure whose name says every value; the bars are drawn.
import { render, screen } from '@testing-library/react';
import { deserialize, serialize } from 'node:v8';
import ResponseTimeChart from '../components/response-time-chart';
import { chartDescription } from '../lib/chart-description';
import { domainRow } from './metrics-fixtures';

// The charts' gesture layer clones its options with structuredClone, which every browser has and jest's
// jsdom environment does not expose.
beforeAll(() => {
  if (typeof globalThis.structuredClone !== 'function') {
    globalThis.structuredClone = (<T,>(value: T): T => deserialize(serialize(value)) as T) as typeof structuredClone;
  }
});

describe('ResponseTimeChart', () => {
  it('renders an image named by the values, around an SVG chart', () => {
    const rows = [domainRow(1), domainRow(2, { averageResponseTime: 45 })];
    const { container } = render(<ResponseTimeChart rows={rows} />);
    const figure = screen.getByRole('img', { name: chartDescription(rows) });
    expect(figure).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});

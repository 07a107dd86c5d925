// The desktop dashboard's columns, chosen by the room the dashboard itself gets (the window less the sidebar,
// open or collapsed), so the Guest Feed and the chat always keep a usable width.
import { useCallback, useState, type RefCallback } from 'react';
import { FEED_RAIL_WIDTH } from './feed-rail';

/** Grid padding and gap (px), as `p` and `gap` of the grid. */
export const GRID_PADDING = 16;
export const GRID_GAP = 12;

/**
 * - `four`: Recent Chats, Guest Feed, the chat and Guest Info side by side.
 * - `three`: Recent Chats, Guest Feed and the chat; Guest Info opens beside the chat in the feed's room, the feed
 *   folding to a narrow column.
 * - `compact`: as `three` with smaller minimums, for desktops narrower than the dashboard is designed for.
 */
export type DesktopColumns = 'four' | 'three' | 'compact';

const MIN = {
  four: { recent: 240, feed: 340, chat: 400, info: 300 },
  three: { recent: 240, feed: 340, chat: 380, info: 280 },
  compact: { recent: 200, feed: 300, chat: 320, info: 260 },
} as const;

const needed = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0) + (widths.length - 1) * GRID_GAP + 2 * GRID_PADDING;

/** The least dashboard width (px) that holds four columns at their minimums (1348). */
export const FOUR_COLUMNS_FROM = needed(Object.values(MIN.four));
/** The least dashboard width (px) that holds Recent Chats, Guest Feed and the chat at their minimums (1016). */
export const THREE_COLUMNS_FROM = needed([MIN.three.recent, MIN.three.feed, MIN.three.chat]);

export function desktopColumnsFor(width: number): DesktopColumns {
  if (width >= FOUR_COLUMNS_FROM) return 'four';
  return width >= THREE_COLUMNS_FROM ? 'three' : 'compact';
}

export interface GridColumns {
  template: string;
  areas: string;
}

/** The grid of the desktop dashboard; `infoOpen` only counts where Guest Info is not a column of its own. */
export function gridColumns(columns: DesktopColumns, chatOpen: boolean, infoOpen: boolean): GridColumns {
  if (!chatOpen) return { template: 'minmax(280px, 360px) minmax(0, 1fr)', areas: '"recent feed"' };
  const min = MIN[columns];
  const recent = `minmax(${min.recent}px, 0.7fr)`;
  if (columns === 'four') {
    return {
      template: `${recent} minmax(${min.feed}px, 1fr) minmax(${min.chat}px, 1.4fr) minmax(${min.info}px, 0.9fr)`,
      areas: '"recent feed chat info"',
    };
  }
  if (infoOpen) {
    return {
      template: `${recent} ${FEED_RAIL_WIDTH}px minmax(${min.chat}px, 1.4fr) minmax(${min.info}px, 1fr)`,
      areas: '"recent rail chat info"',
    };
  }
  return { template: `${recent} minmax(${min.feed}px, 1fr) minmax(${min.chat}px, 1.4fr)`, areas: '"recent feed chat"' };
}

/**
 * The columns for the element's width, measured before paint and on every resize (a sidebar folding too). Until
 * the element is laid out (and in tests without layout) the window's width stands in.
 */
export function useDesktopColumns(): [RefCallback<HTMLElement>, DesktopColumns] {
  const [columns, setColumns] = useState(() => desktopColumnsFor(window.innerWidth));
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setColumns(desktopColumnsFor(width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, columns];
}

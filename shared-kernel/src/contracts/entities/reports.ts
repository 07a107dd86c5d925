// Issue 28: the reports area (Overview, Agents, Ratings). Figures are defined in docs/areas.md's "Reports"
// section, with the same definitions as the agent metrics. Durations are whole seconds.
import type { ChatRating } from './rating';

/** The range and filters of every reports call: local dates (YYYY-MM-DD, both included) in `tz`. */
export interface ReportsQuery {
  from: string;
  to: string;
  /** IANA time zone of the dates (the browser's); UTC when absent. */
  tz?: string;
  pluginId?: string;
  departmentId?: string;
  agentId?: string;
}

/** A duration figure over a set of chats: median and 90th percentile (binned, see docs/areas.md), mean, count. */
export interface DurationFigure {
  median: number | null;
  p90: number | null;
  average: number | null;
  /** Chats (or holds) the figure is over. */
  count: number;
}

export interface SatisfactionFigure {
  rated: number;
  good: number;
  /** good ÷ rated (0..1), null when nothing was rated. */
  score: number | null;
}

/** GET /reports/overview. */
export interface ReportsOverview {
  /** Chats that arrived in the range and have ended (offline messages apart). */
  chats: number;
  /** Of those, chats nobody accepted (status 4). */
  missed: number;
  /** Offline messages left in the range (status 3). */
  offlineMessages: number;
  /** Arrived chats per local day (per hour when the range is one day), every slot present. */
  series: { unit: 'day' | 'hour'; points: Array<{ start: string; chats: number }> };
  /** Arrived chats by local weekday (0 = Monday) × hour (0-23). */
  heatMap: number[][];
  timeToAccept: DurationFigure;
  firstResponse: DurationFigure;
  duration: DurationFigure;
  satisfaction: SatisfactionFigure;
}

/** One row of GET /reports/agents. */
export interface ReportsAgentRow {
  agentId: string;
  fullName: string;
  /** The agent's holds begun in the range (the agent metrics' counted chats). */
  chats: number;
  /** Holds the agent answered. */
  answered: number;
  firstResponse: DurationFigure;
  duration: DurationFigure;
  satisfaction: SatisfactionFigure;
  /** Seconds online in the range (from availability changes). */
  onlineSeconds: number;
}

/** One row of GET /reports/ratings (newest rating first). */
export interface ReportsRatingRow {
  chatId: string;
  guestId: number;
  rating: ChatRating;
  agentId: string | null;
  agentName: string | null;
  domain: string;
  /** ISO: when the chat ended. */
  endedAt: string;
}

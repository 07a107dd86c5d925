// The live guest list: one page from the server, kept current by the visitor events (spec 000 §4, §7).
import type { Paginated, Visitor } from 'shared-kernel/contracts';

export interface GuestListState {
  page: number;
  rows: Visitor[];
  /** Guests online now that this user may see (all pages). */
  total: number;
  loading: boolean;
  failed: boolean;
  /** visitorIds known to be online (this page, arrivals, the last snapshot), so a page change is not counted as an arrival. */
  known: ReadonlySet<string>;
}

export type GuestListAction =
  | { type: 'load'; page: number }
  | { type: 'loaded'; page: number; answer: Paginated<Visitor> }
  | { type: 'failed'; page: number }
  | { type: 'seen'; visitor: Visitor }
  | { type: 'gone'; visitorId: string }
  | { type: 'active'; visitorId: string; at: string }
  | { type: 'snapshot'; visitorIds: string[] }
  /** The guest gave contact details in the widget (an e-mail, or a [contact-form]'s answers). */
  | { type: 'contact'; visitorId: string; contact: VisitorContact };

/** Contact fields a guest can give from the widget. */
export type VisitorContact = Partial<Pick<Visitor, 'email' | 'firstName' | 'lastName' | 'phoneNumber'>>;

export const initialGuestList: GuestListState = { page: 1, rows: [], total: 0, loading: true, failed: false, known: new Set() };

function withId(set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> {
  if (set.has(id) === present) return set;
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export function guestListReducer(state: GuestListState, action: GuestListAction): GuestListState {
  switch (action.type) {
    case 'load':
      return { ...state, page: action.page, loading: true, failed: false };
    case 'loaded': {
      if (action.page !== state.page) return state;
      const known = new Set(state.known);
      for (const visitor of action.answer.data) known.add(visitor.visitorId);
      return { ...state, rows: action.answer.data, total: action.answer.meta.itemCount, loading: false, failed: false, known };
    }
    case 'failed':
      return action.page === state.page ? { ...state, loading: false, failed: true } : state;
    case 'seen': {
      const { visitor } = action;
      const index = state.rows.findIndex((row) => row.visitorId === visitor.visitorId);
      if (index >= 0) {
        const rows = state.rows.slice();
        rows[index] = { ...rows[index], ...visitor };
        return { ...state, rows, known: withId(state.known, visitor.visitorId, true) };
      }
      const arrival = !state.known.has(visitor.visitorId);
      // Newest first: an arrival belongs on page 1; other pages only count it.
      const rows = state.page === 1 && arrival ? [visitor, ...state.rows] : state.rows;
      return { ...state, rows, total: state.total + (arrival ? 1 : 0), known: withId(state.known, visitor.visitorId, true) };
    }
    case 'gone': {
      const wasKnown = state.known.has(action.visitorId) || state.rows.some((row) => row.visitorId === action.visitorId);
      if (!wasKnown) return state;
      return {
        ...state,
        rows: state.rows.filter((row) => row.visitorId !== action.visitorId),
        total: Math.max(0, state.total - 1),
        known: withId(state.known, action.visitorId, false),
      };
    }
    case 'active': {
      const index = state.rows.findIndex((row) => row.visitorId === action.visitorId);
      if (index < 0) return state;
      const rows = state.rows.slice();
      rows[index] = { ...rows[index], lastSeen: action.at, idleTimer: 0 };
      return { ...state, rows };
    }
    case 'contact': {
      const index = state.rows.findIndex((row) => row.visitorId === action.visitorId);
      if (index < 0) return state;
      const rows = state.rows.slice();
      rows[index] = { ...rows[index], ...action.contact };
      return { ...state, rows };
    }
    case 'snapshot': {
      const known = new Set(action.visitorIds);
      return { ...state, known, total: known.size, rows: state.rows.filter((row) => known.has(row.visitorId)) };
    }
  }
}

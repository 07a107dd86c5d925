import type { Namespace, Socket } from 'socket.io';
import type { Visitor, VisitorAcks, VisitorEmitEvents, VisitorReceiveEvents } from 'shared-kernel/contracts';
import type { VisitorRow, WidgetRow } from '../db/schema';

/** widget → server handlers: the payload, then the acknowledgement callback. */
export type VisitorListenEvents = {
  [K in keyof VisitorEmitEvents]: (payload: VisitorEmitEvents[K], ack?: (answer: VisitorAcks[K]) => void) => void;
};

export type VisitorServerEvents = {
  [K in keyof VisitorReceiveEvents]: (payload: VisitorReceiveEvents[K]) => void;
};

/** What the handshake middleware resolved for a guest socket. */
export interface VisitorSocketData {
  /** visitors.id */
  rowId: string;
  visitorId: string;
  guestId: number;
  accountId: string;
  widgetId: string;
  pluginId: string;
  /** The stored visitor existed before this socket's handshake. */
  known: boolean;
  /** The guest's network address (per-address limits). */
  ipAddress: string;
  /**
   * The guest and widget rows as read at the handshake, for the greeting only: dropped right after it,
   * so an idle guest does not hold its own copy of the widget's settings.
   */
  arrival: { row: VisitorRow; widget: WidgetRow } | null;
}

/** What the guest feed shows of a guest's details, as one node tells the others (guest-details.ts). */
export type GuestDetails = Partial<Pick<Visitor, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'isBlocked' | 'blockedBy'>>;

/** Between server processes on the guests' namespace (serverSideEmit, through the adapter on several nodes). */
export type VisitorNodeEvents = {
  /** A guest's details changed on the sending node; `announce`: the nodes holding the guest tell the consoles. */
  'guest:details': (visitorId: string, details: GuestDetails, announce: boolean) => void;
};

export type VisitorNamespace = Namespace<VisitorListenEvents, VisitorServerEvents, VisitorNodeEvents, VisitorSocketData>;
export type VisitorSocket = Socket<VisitorListenEvents, VisitorServerEvents, VisitorNodeEvents, VisitorSocketData>;

export const visitorRooms = {
  /** Every tab of one guest. */
  visitor: (visitorId: string) => `visitor:${visitorId}`,
  /** Every guest of one widget (availability). */
  widget: (widgetId: string) => `widget:${widgetId}`,
};

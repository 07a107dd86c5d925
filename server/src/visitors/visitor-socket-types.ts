import type { Namespace, Socket } from 'socket.io';
import type { VisitorAcks, VisitorEmitEvents, VisitorReceiveEvents } from 'shared-kernel/contracts';
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

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type VisitorNamespace = Namespace<VisitorListenEvents, VisitorServerEvents, {}, VisitorSocketData>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type VisitorSocket = Socket<VisitorListenEvents, VisitorServerEvents, {}, VisitorSocketData>;

export const visitorRooms = {
  /** Every tab of one guest. */
  visitor: (visitorId: string) => `visitor:${visitorId}`,
  /** Every guest of one widget (availability). */
  widget: (widgetId: string) => `widget:${widgetId}`,
};

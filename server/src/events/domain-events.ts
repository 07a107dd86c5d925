// The domain events: what happened in the product, told after it is committed, to the modules that react
// to it (reports, routing, the visitor broadcasts, the transcript mail; webhooks next). Each payload names
// the account and the ids a listener needs, and a little of the state it needs most, so a listener that
// posts it elsewhere (a webhook) need not read the database first. Dates are ISO strings: JSON as it is.

/** The chat an event is about. */
export interface ChatEventRef {
  accountId: string;
  chatId: string;
  widgetId: string;
  /** The guest's public id (as the widget and the console know it) and number ("Guest 12"). */
  visitorId: string;
  guestId: number;
}

/** A guest's contact details as stored (empty strings where not given). */
export interface ContactDetails {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface DomainEvents {
  /** A chat began: the guest's first message, or an agent starting one with a browsing guest. */
  'chat.opened': ChatEventRef & { startedBy: 'guest' | 'agent'; agentId: string | null };
  /** A chat waits for an agent: a new one, a guest back after leaving, or a guest's retry of its opening message. */
  'chat.pending': ChatEventRef & { reason: 'new' | 'returned' | 'retried' };
  /** An agent took a waiting chat (one passed to a department names it). */
  'chat.accepted': ChatEventRef & { agentId: string; agentName: string; waitedForDepartmentId: string | null };
  /** The chat moved to another agent or department (a transfer or a take-over). */
  'chat.transferred': ChatEventRef & { fromAgentId: string | null; toAgentId: string | null; toDepartmentId: string | null };
  /** The chat ended (status 1-5 as the spec numbers them); an offline message is a chat that ends at once. */
  'chat.ended': ChatEventRef & { status: 1 | 2 | 3 | 4 | 5; agentId: string | null; endedAt: string };
  /**
   * A message was stored in a chat (told once, whichever node or path stored it; a retry of a stored message
   * is not told again). `sender` 'system' is a line the product wrote: an auto message, a transfer's line.
   * The text is as stored: typed messages keep their marker (an attachment's is `[attachment]<file name>`).
   */
  'message.created': ChatEventRef & {
    messageId: string;
    seq: number;
    sender: 'guest' | 'agent' | 'system';
    agentId: string | null;
    agentName: string | null;
    bodyText: string;
    createdAt: string;
  };
  /** Staff wrote an internal note in a chat (never shown to the guest). */
  'note.created': ChatEventRef & { noteId: string; authorId: string; authorName: string; bodyText: string; createdAt: string };
  /** The guest rated the chat, or changed the rating. */
  'chat.rated': ChatEventRef & { rating: 'good' | 'bad'; comment: string | null; ratedAt: string };
  /** A guest opened a page of a widget's site (a new guest, or one seen before). */
  'guest.arrived': { accountId: string; widgetId: string; visitorId: string; guestId: number; returning: boolean };
  /** A guest left the site (gone from every node past the grace time). */
  'guest.departed': { accountId: string; visitorId: string; guestId: number; visitorRowId: string };
  /** The guest of an open chat left; a waiting chat drops out of the queue. */
  'chat.guest-left': ChatEventRef & { state: 'pending' | 'active' };
  /** A guest became a contact: its first chat, an offline message, or details saved by staff. */
  'contact.created': {
    accountId: string;
    visitorId: string;
    guestId: number;
    source: 'chat' | 'offline-message' | 'staff';
    contact: ContactDetails;
  };
  /**
   * A guest's contact details changed: saved by staff (the guest is a contact from then on, if not before)
   * or given by the guest in a chat's contact form.
   */
  'contact.updated': {
    accountId: string;
    visitorId: string;
    guestId: number;
    by: 'staff' | 'guest';
    becameContact: boolean;
    contact: ContactDetails;
  };
  /** Staff blocked a guest, or unblocked one. */
  'guest.blocked': { accountId: string; visitorId: string; guestId: number; blocked: boolean; byUserId: string };
  /** An agent's availability or routing capacity changed (status, departments, role, chat limit). */
  'agent.availability-changed': {
    accountId: string;
    agentId: string;
    /** Known where the status is what changed. */
    isOnline?: boolean;
    /** 'status': set by the agent or an admin; 'missed-offers': set away by the routing pass. */
    reason: 'status' | 'missed-offers' | 'departments' | 'role' | 'chat-limit';
  };
  /** A widget's routing settings changed. */
  'widget.routing-changed': { accountId: string; widgetId: string };
}

export type DomainEventName = keyof DomainEvents;

/** The payload as a listener gets it: the event's name and the moment it was published come with it. */
export type DomainEvent<N extends DomainEventName> = DomainEvents[N] & { type: N; occurredAt: string };

export type DomainEventListener<N extends DomainEventName> = (event: DomainEvent<N>) => void | Promise<void>;

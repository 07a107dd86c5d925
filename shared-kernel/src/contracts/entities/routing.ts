// Routing at peak (issue 27): chat limits per agent, automatic assignment with an accept window, a queue
// the guest can see, escalation of waiting guests. Types only; the defaults, bounds and texts are in
// shared-kernel/queue (a subpath of its own, so the first screens' contracts stay small).

/** 'offer-all': every eligible agent with room hears of a new chat, the first accept wins (the spec's rule). */
export type RoutingMode = 'offer-all' | 'auto';

/** A widget's routing settings (the widget editor's Routing section). */
export interface WidgetRouting {
  mode: RoutingMode;
  /** Seconds an agent has to accept an automatic assignment (10-120). */
  acceptWindowSeconds: number;
  /** Queued guests at most; a guest who would be further back is offered the offline form. null = no limit. */
  maxQueueLength: number | null;
  /** Seconds a guest may wait for an agent; past it the offline form is offered. null = no limit. */
  maxQueueWaitSeconds: number | null;
  /** A chat pending longer than this notifies the supervisors. */
  escalatePendingAfterSeconds: number;
  /** An accepted chat whose guest waits longer than this for a reply is flagged and notifies the supervisors. */
  escalateReplyAfterSeconds: number;
}

/** An automatic assignment: the chat is offered to one agent until expiresAt. */
export interface ChatOffer {
  agentId: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** One department's queue (GET /chat/queue); departmentId null = chats of widgets without departments. */
export interface QueueDepartment {
  departmentId: string | null;
  name: string;
  /** Guests waiting in the queue (no agent has room). */
  length: number;
  /** When the longest-waiting queued guest started waiting (ISO), null when none. */
  oldestSince: string | null;
}

/** An agent as routing sees them, for supervisors. */
export interface RoutingAgent {
  agentId: string;
  fullName: string;
  isOnline: boolean;
  /** null = no limit. */
  chatLimit: number | null;
  /** Chats held now plus chats offered to them. */
  load: number;
  /** Missed their last offer (ISO since when), null otherwise. */
  notRespondingSince: string | null;
}

/** GET /chat/queue: the queues the caller may see; agents only to supervisors (owners, co-admins, managers). */
export interface RoutingOverview {
  departments: QueueDepartment[];
  agents: RoutingAgent[];
}

export type EscalationKind = 'pending' | 'reply';

/** A waiting guest escalated to the supervisors (socket chat-escalated; kept in the chat's history). */
export interface ChatEscalation {
  id: string;
  chatId: string;
  visitorId: string;
  guestId: number;
  kind: EscalationKind;
  /** Seconds the guest had waited (for an agent, or for a reply) when it was escalated. */
  waitedSeconds: number;
  /** The agent holding the chat (reply escalations). */
  agentId: string | null;
  agentName: string | null;
  /** ISO timestamp of the guest's wait start: the console counts the waiting time on from it. */
  waitingSince: string;
  chatTime: string;
}

/** The guest's place in the queue; position null = no longer queued (an agent is being offered the chat). */
export interface WidgetQueueState {
  chatId: string;
  /** The queue entry: a new entry (a transfer, a return after leaving) starts its own count. */
  entry: number;
  position: number | null;
  /** Expected wait in seconds; null = too little data ("a few minutes"). */
  expectedWaitSeconds: number | null;
}

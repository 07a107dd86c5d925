import type { Department } from './common';

export interface TechnicalDetails {
  ipAddress: string;
  browser: string;
  operatingSystem: string;
}

export interface VisitorDetails {
  /** Visited page URLs, latest last. */
  viewing: string[];
  referrer: string;
}

/** A guest on a website (spec 000 §3). */
export interface Visitor {
  _id: string;
  /** Shown as Guest{guestId}. */
  guestId: number;
  visitorId: string;
  /** The widget the guest is on. */
  pluginId: string;
  isBlocked: boolean;
  /** Id of the user who blocked the guest, null when not blocked. */
  blockedBy: string | null;
  city: string;
  region: string;
  country: string;
  /** An image URL (contains http) or a 2-letter country code. */
  flag: string;
  lastSeen: string;
  updated_at: string;
  oldVisitor: boolean;
  /** Minutes idle, as sent by the server. */
  idleTimer: number;
  technicalDetails: TechnicalDetails;
  visitorDetails: VisitorDetails;
  email: string;
  firstName: string;
  lastName: string;
  /** Older name of phoneNumber; both appear. */
  phone?: string;
  phoneNumber: string;
  /** Department ids of the guest. */
  departments: string[];
  /** Departments configured on the guest's widget. */
  widgetDepartments: Array<string | Department>;
  priority: boolean;
  /** Guest status (spec 000 §4), computed by the server when the visitor is sent. */
  status?: VisitorStatus;
}

/** New on a first visit, Returning when back and active, Idle after 12 minutes without activity. */
export type VisitorStatus = 'New' | 'Returning' | 'Idle';

/** A contact (a visitor with details), spec 001 §3. */
export interface Contact {
  _id: string;
  guestId: number;
  /** Present on contacts served by the reference server; needed by delete-contact. */
  visitorId?: string;
  pluginId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country: string;
  region: string;
  city: string;
  /** ISO timestamp. */
  lastSeen: string;
  flag: string;
  technicalDetails: Pick<TechnicalDetails, 'browser' | 'operatingSystem'> & Partial<Pick<TechnicalDetails, 'ipAddress'>>;
  visitorDetails: Pick<VisitorDetails, 'viewing'> & Partial<Pick<VisitorDetails, 'referrer'>>;
}

/** GET /visitor/get-contacts: the page query plus, extra to the spec, a server-side search. */
export interface ContactsQuery {
  take: number;
  page: number;
  order: 'DESC' | 'ASC';
  /** Matches e-mail, first name or last name (case-insensitive, part of the word). */
  search?: string;
}

export interface BlockedGuest {
  _id: string;
  ipAddress: string;
  visitorId: { _id: string; guestId: number };
  widgetId: { pluginId: string; domain: string };
  blockedBy: { email: string } | null;
  created_at: string;
}

/** Editable guest contact fields (PATCH /visitor/update-visitor). */
export interface UpdateVisitorPayload {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  guestId: number;
  visitorId: string;
}

export interface BlockUnblockPayload {
  ipAddress: string;
  visitorId: string;
  pluginId: string;
}

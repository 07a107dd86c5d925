import type { Department, ProfilePhoto } from './common';
import type { LocaleChoice } from '../../i18n/locales';

/** userRole values; anything that is not admin/client/co_client/manager is an agent. */
export type UserRole = 'admin' | 'client' | 'co_client' | 'manager' | 'agent';

/** The signed-in user as stored locally and returned by sign-in (spec 000 §3, 001 §3). */
export interface User {
  _id: string;
  userId: string;
  /** null for an owner (and the super admin); the owner's id for co-admins, managers and agents. */
  clientId: string | null;
  email: string;
  fullName: string;
  jobTitle: string;
  userBio: string;
  phoneNumber: string;
  profilePhoto: ProfilePhoto | null;
  /** Issue 37: the console's language for this user; 'auto' follows the browser. */
  language?: LocaleChoice;
  userRole: UserRole;
  isClient: boolean;
  isAdmin: boolean;
  /** Derived: not client and not admin. */
  isAgent: boolean;
  isOnline: boolean;
  /** Must equal 1, otherwise the user is logged out. */
  status: number;
  departments: Department[];
  /** Issue 27: chats the user may hold at once (from the welcome answer); null = no limit. */
  chatLimit?: number | null;
}

/** `userinfo[0]` of the welcome answer and of agents. */
export interface UserInfo {
  userId: string;
  fullName: string;
  jobTitle?: string;
  userBio?: string;
  phoneNumber?: string;
  profilePhoto?: ProfilePhoto | null;
  /** Issue 27: the user's chat limit (1-20); null = no limit. */
  chatLimit?: number | null;
  /** Issue 27 (welcome answer): the account routes chats (limits, automatic assignment, queue limits). */
  routingInUse?: boolean;
  /** Issue 37: the console's language for this user; 'auto' follows the browser. */
  language?: LocaleChoice;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Tokens as the console holds them: in the cookie form (REFRESH_COOKIE) the refresh token stays in an
 * httpOnly cookie and the answer carries none; the spec's header form carries both.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

export type LoginResponse = User & SessionTokens;

/** Access token payload (plan: JWT HS256). */
export interface AccessTokenClaims {
  /** The user (agent) id. */
  sub: string;
  email: string;
  /** Login id: one per sign-in, shared by its refresh tokens and sockets. */
  sid: string;
  /** Seconds since the epoch. */
  exp: number;
  iat?: number;
}

/** Entry of the super admin's client list. */
export interface ClientListEntry {
  _id: string;
  fullName: string;
  email?: string;
}

export interface WelcomeResponse {
  clients: ClientListEntry[];
  welcome: {
    email: string;
    userinfo: UserInfo[];
    clientId: string | null;
    isClient: boolean;
    isAdmin: boolean;
  };
  isClient: boolean;
  isAdmin: boolean;
  userinfo: UserInfo[];
}

export interface SignupPayload {
  email: string;
  password: string;
  fullName: string;
  phoneNumber: string;
  your_website: string;
}

export interface SigninPayload {
  email: string;
  password: string;
}

/** Text fields of PATCH /user-info/update-profile (sent as multipart with an optional profilePhoto). */
export interface ProfileUpdateFields {
  fullName?: string;
  jobTitle?: string;
  userBio?: string;
  /** Agent edit by a manager: whose profile. */
  userId?: string;
  removePhoto?: boolean;
  departments?: string[];
  /** JSON text of AgentShift[] in multipart. */
  shifts?: string;
  role?: string;
}

/** Profile update answer: _id plus the updated fields. */
export type ProfileUpdateResponse = { _id: string } & Partial<Omit<User, '_id'>>;

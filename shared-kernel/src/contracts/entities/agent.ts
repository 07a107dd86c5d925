import type { Day, Department, ProfilePhoto } from './common';

export interface ShiftTime {
  /** null while the time is still empty (default shift). */
  hours: number | null;
  minutes: number | null;
}

export interface AgentShift {
  day: Day;
  startTime: ShiftTime;
  endTime: ShiftTime;
}

/** 0 unverified, 3 deactivated, anything else active (1). */
export type AgentStatusCode = number;

export interface Agent {
  _id: string;
  email: string;
  status: AgentStatusCode;
  isOnline: boolean;
  departments: Department[];
  shifts: AgentShift[];
  /** `my_role[0].slug`, e.g. 'agent' or 'manager'. */
  my_role: Array<{ slug: string }>;
  userinfo: Array<{ userId: string; fullName: string; profilePhoto: ProfilePhoto | null }>;
  clientId: string;
  /** Issue 27: chats the agent may hold at once (1-20); null or absent = no limit. */
  chatLimit?: number | null;
}

/** A member row of a department group. */
export interface DepartmentMember {
  _id: string;
  email: string;
  status: AgentStatusCode;
  userinfo: Array<{ fullName: string }>;
}

/** GET /users/by-department item: first element the department, then its member agents. */
export type DepartmentGroup = [Department, ...DepartmentMember[]];

export type MetricsDuration = 'today' | 'last-7-days' | 'last-month';

export interface AgentMetricsDomain {
  pluginId: string;
  domain: string;
  totalAcceptedChats: number;
  totalRespondedChats: number;
  /** Seconds. */
  averageResponseTime: number;
  proactiveChats: number;
}

export interface AgentMetricsChat {
  chatId: string;
  domain: string;
  totalMessages: number;
  /** Seconds. */
  totalTimeSpent: number;
  /** Seconds from accepting to the agent's first message; null while the agent has not answered. */
  responseTime: number | null;
  /** Whether the chat has ended. */
  ended: boolean;
  /** Seconds the guest waited to be accepted. */
  waitTime: number;
}

export interface MetricsQuery {
  agentId: string;
  pluginIds: string[];
  duration: MetricsDuration;
  /** The browser's IANA time zone, so that 'today' starts at the user's midnight (UTC when absent). */
  tz?: string;
}

/** JSON body of POST /users/register (standalone form); the manager form sends multipart. */
export interface RegisterAgentPayload {
  fullName: string;
  email: string;
  password: string;
  /** JSON text of AgentShift[] (manager form). */
  shifts?: string;
  /** Issue 27: '1'..'20' (or the number); '' or absent = no limit. */
  chatLimit?: string | number;
}

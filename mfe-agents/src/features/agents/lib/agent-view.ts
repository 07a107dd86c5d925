// How an agent reads in the Manage Agents list (spec 001 §3, §4), in the console's language.
import { DAYS, profilePhotoUrl, type Agent, type AgentShift } from 'shared-kernel/contracts';
import { formatNumber, weekdayNames } from 'shared-kernel/i18n-react';
import { CHAT_LIMIT_MAX, CHAT_LIMIT_MIN } from 'shared-kernel/queue';
import { AGENTS_TEXTS as T } from '../texts';

/** Status codes of spec 001 §4: 0 unverified, 3 deactivated, anything else active. */
export const AGENT_STATUS = { unverified: 0, active: 1, deactivated: 3 } as const;

export const isDeactivated = (agent: Agent): boolean => agent.status === AGENT_STATUS.deactivated;
export const isUnverified = (agent: Agent): boolean => agent.status === AGENT_STATUS.unverified;

/** `my_role[0].slug` ('agent', 'manager' or 'co_client'); an agent when missing. */
export const roleSlug = (agent: Agent): string => agent.my_role?.[0]?.slug ?? 'agent';

/** Agent, Manager or Co-Admin. */
export function roleText(agent: Agent): string {
  const slug = roleSlug(agent);
  return Object.hasOwn(T.roles, slug) ? T.roles[slug as keyof typeof T.roles] : T.roles.agent;
}

/** The full name, or the e-mail address when the name is empty. */
export const agentName = (agent: Agent): string => agent.userinfo?.[0]?.fullName?.trim() || agent.email;

/** The profile photo's URL (served under the API's upload path), or undefined. */
export const agentPhoto = (agent: Agent): string | undefined => profilePhotoUrl(agent.userinfo?.[0]?.profilePhoto) ?? undefined;

/** Up to two initials for the avatar without a photo. */
export function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Whether the agent's name or e-mail contains the search (case-insensitive); an empty search matches all. */
export function matchesSearch(agent: Agent, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return agentName(agent).toLowerCase().includes(wanted) || agent.email.toLowerCase().includes(wanted);
}

/** Active agents (status ≠ 3) and deactivated ones, in the list's order. */
export function splitByStatus(agents: readonly Agent[]): { active: Agent[]; deactivated: Agent[] } {
  const active: Agent[] = [];
  const deactivated: Agent[] = [];
  for (const agent of agents) (isDeactivated(agent) ? deactivated : active).push(agent);
  return { active, deactivated };
}

const DAY_ORDER: readonly string[] = DAYS;
const two = (n: number) => String(n).padStart(2, '0');

function timeText(time: AgentShift['startTime'] | null | undefined): string | null {
  if (!time || time.hours == null) return null;
  return `${two(time.hours)}:${two(time.minutes ?? 0)}`;
}

/** One shift as 'Mon 09:00–17:00' ('Mon' alone while its times are empty); the day's short name is `Intl`'s. */
export function shiftText(shift: AgentShift): string {
  const at = DAY_ORDER.indexOf(shift.day);
  const day = at < 0 ? shift.day : weekdayNames('short')[at];
  const start = timeText(shift.startTime);
  const end = timeText(shift.endTime);
  return start && end ? `${day} ${start}–${end}` : day;
}

/** The agent's shifts, Monday first, as short lines; empty without shifts. */
export function shiftLines(shifts: readonly AgentShift[] | null | undefined): string[] {
  return [...(shifts ?? [])].sort((a, b) => DAY_ORDER.indexOf(a.day) - DAY_ORDER.indexOf(b.day)).map(shiftText);
}

/** The department titles, comma separated, or 'No department'. */
export const departmentsText = (agent: Agent): string => (agent.departments?.length ? agent.departments.map((d) => d.title).join(', ') : T.noDepartment);

/** The chat limits the list offers after "No limit" (issue 27): 1..20. */
export const CHAT_LIMIT_CHOICES: readonly number[] = Array.from({ length: CHAT_LIMIT_MAX - CHAT_LIMIT_MIN + 1 }, (_, at) => CHAT_LIMIT_MIN + at);

/** The agent's chat limit, or null for none (absent on agents listed before issue 27). */
export const chatLimitOf = (agent: Agent): number | null => agent.chatLimit ?? null;

/** 'No limit' or the number. */
export function chatLimitText(agent: Agent): string {
  const limit = chatLimitOf(agent);
  return limit === null ? T.noLimit : formatNumber(limit);
}

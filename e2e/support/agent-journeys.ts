// The Agents area's journeys (issue 12): staff added to a fresh account through the API, the agent
// metrics as the server computes them, and the Manage Agents screen's parts, in the screen's words
// (spec 001 §2, §3, §8).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Credentials } from './console';
import { unique } from './live';
import { bearer } from './settings';

export interface Staff extends Credentials {
  id: string;
  fullName: string;
}

/** Adds a staff member (role agent) to the caller's account with POST /users/register; they sign in at once. */
export async function registerAgentByApi(request: APIRequestContext, by: Credentials, fullName: string): Promise<Staff> {
  const email = `${unique(fullName.split(' ')[0].toLowerCase())}@example.com`;
  const password = 'Agent#Start1';
  const answer = await request.post('/api/users/register', { headers: await bearer(request, by), data: { fullName, email, password } });
  expect(answer.status(), await answer.text()).toBe(201);
  const { _id } = (await answer.json()) as { _id: string };
  return { id: _id, email, password, fullName };
}

/** The agent-edit form of PATCH /user-info/update-profile (multipart), as `by`. */
export function editStaffByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: Record<string, string>,
): ReturnType<APIRequestContext['patch']> {
  return request.patch('/api/user-info/update-profile', { headers, multipart: fields });
}

/** Registers a staff member and makes them a manager (as the owner). */
export async function registerManagerByApi(request: APIRequestContext, owner: Credentials, fullName: string): Promise<Staff> {
  const staff = await registerAgentByApi(request, owner, fullName);
  const answer = await editStaffByApi(request, await bearer(request, owner), { userId: staff.id, role: 'manager' });
  expect(answer.status(), await answer.text()).toBe(200);
  return staff;
}

export interface DomainMetrics {
  pluginId: string;
  domain: string;
  totalAcceptedChats: number;
  totalRespondedChats: number;
  averageResponseTime: number;
  proactiveChats: number;
}

export interface ChatMetrics {
  chatId: string;
  domain: string;
  totalMessages: number;
  totalTimeSpent: number;
  responseTime: number | null;
  ended: boolean;
  waitTime: number;
}

export type MetricsDuration = 'today' | 'last-7-days' | 'last-month';

const METRICS_PATH = {
  summary: '/api/user-metrics/first-chat-ans-avg-time',
  chats: '/api/user-metrics/first-chat-ans-list',
} as const;

/** A metrics call as it leaves the browser (agentId, duration, tz; every widget); answers the response. */
export function metricsCall(
  request: APIRequestContext,
  headers: Record<string, string>,
  view: keyof typeof METRICS_PATH,
  agentId: string,
  duration: MetricsDuration = 'today',
  tz?: string,
): ReturnType<APIRequestContext['get']> {
  return request.get(METRICS_PATH[view], { headers, params: { agentId, duration, ...(tz ? { tz } : {}) } });
}

export async function domainMetricsByApi(request: APIRequestContext, headers: Record<string, string>, agentId: string, tz: string): Promise<DomainMetrics[]> {
  const answer = await metricsCall(request, headers, 'summary', agentId, 'today', tz);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as DomainMetrics[];
}

export async function chatMetricsByApi(request: APIRequestContext, headers: Record<string, string>, agentId: string, tz: string): Promise<ChatMetrics[]> {
  const answer = await metricsCall(request, headers, 'chats', agentId, 'today', tz);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: ChatMetrics[] }).data;
}

/**
 * A duration in seconds as the metrics dialog writes it (docs/areas.md, "Agent metrics"): whole seconds in at
 * most two units, the larger first, a zero second unit left out: '0 s', '45 s', '1 min 20 s', '2 h 5 min', '1 d 3 h'.
 */
export function durationText(seconds: number | null): string {
  if (seconds == null || seconds <= 0) return '0 s';
  const total = Math.round(seconds);
  const units: Array<[number, string]> = [
    [Math.floor(total / 86_400), 'd'],
    [Math.floor((total % 86_400) / 3_600), 'h'],
    [Math.floor((total % 3_600) / 60), 'min'],
    [total % 60, 's'],
  ];
  const first = units.findIndex(([value]) => value > 0);
  const [big, bigUnit] = units[first];
  const [small, smallUnit] = units[first + 1] ?? [0, ''];
  return small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
}

/** The browser's IANA time zone: the dialog's 'Today' starts at its midnight. */
export function timeZoneOf(page: Page): Promise<string> {
  return page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The Agents table's row (desktop) of the staff member with this name. */
export function agentRow(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Agents', exact: true }).getByRole('row').filter({ hasText: name });
}

/** The Agent Metrics dialog of this staff member. */
export function metricsDialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name: `Agent Metrics: ${name}`, exact: true });
}

/** Opens /manage-agents from the sidebar and waits for the staff list. */
export async function openManageAgents(page: Page): Promise<void> {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/agent-list');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(page).toHaveURL(/\/manage-agents$/);
  await expect(page.getByRole('heading', { name: 'Manage Agents', level: 1 })).toBeVisible();
  expect((await listed).status()).toBe(200);
}

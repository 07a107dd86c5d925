// Who sees which figures: owners, co-admins and the super admin the whole account; managers the agents
// they manage (the account's users whose role is agent, as in the agents area) and those agents' chats;
// agents nothing (403). The filters' ids must be the account's (another account's id is unknown: 404).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth';
import type { AppContext } from '../context';
import { departments, users, widgets } from '../db/schema';
import { forbidden, notFound } from '../http/http-error';
import { roleFlags } from '../auth';
import type { FigureRequest } from './report-reader';
import type { ReportRange, ReportsQueryInput } from './report-query';

export const REPORTS_MESSAGES = {
  forbidden: 'Only an admin, co-admin or manager of the account can see its reports',
  widget: 'Widget not found',
  department: 'Department not found',
  agent: 'Agent not found',
} as const;

export interface ReportViewer {
  accountId: string;
  /** null: every staff member; else the agents the manager manages. */
  agentIds: string[] | null;
}

export async function reportViewer(ctx: AppContext, request: FastifyRequest): Promise<ReportViewer> {
  const { user, accountId } = authOf(request);
  const { isAdmin, isClient } = roleFlags(user);
  if (isAdmin || isClient) return { accountId, agentIds: null };
  if (user.role !== 'manager') throw forbidden(REPORTS_MESSAGES.forbidden);
  const managed = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, accountId), eq(users.role, 'agent')));
  return { accountId, agentIds: managed.map((row) => row.id) };
}

/** The staff whose rows the Agents report shows: the account's staff (the owner apart), or the manager's agents. */
export async function visibleStaff(ctx: AppContext, viewer: ReportViewer): Promise<Array<{ id: string; fullName: string }>> {
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(and(eq(users.clientId, viewer.accountId), sql`${users.role} in ('co_client', 'manager', 'agent')`))
    .orderBy(users.fullName, users.id);
  return rows.filter((row) => viewer.agentIds === null || viewer.agentIds.includes(row.id));
}

/** The widget id of a pluginId of the account (deleted widgets too: their chats happened), 404 otherwise. */
async function widgetIdOf(ctx: AppContext, accountId: string, pluginId: string): Promise<string> {
  const [row] = await ctx.db.select({ id: widgets.id }).from(widgets).where(and(eq(widgets.clientId, accountId), eq(widgets.pluginId, pluginId))).limit(1);
  if (!row) throw notFound(REPORTS_MESSAGES.widget);
  return row.id;
}

async function checkDepartment(ctx: AppContext, accountId: string, departmentId: string): Promise<void> {
  const [row] = await ctx.db.select({ id: departments.id }).from(departments).where(and(eq(departments.clientId, accountId), eq(departments.id, departmentId))).limit(1);
  if (!row) throw notFound(REPORTS_MESSAGES.department);
}

async function checkAgent(ctx: AppContext, viewer: ReportViewer, agentId: string): Promise<void> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.clientId, viewer.accountId), eq(users.id, agentId))).limit(1);
  if (!row || (viewer.agentIds !== null && !viewer.agentIds.includes(agentId))) throw notFound(REPORTS_MESSAGES.agent);
}

/**
 * What a report of the whole (filtered) account reads: one rolled-up scope when one filter or none is set
 * (a manager's: each of their agents), else the facts narrowed by every filter.
 */
export async function overviewRequest(ctx: AppContext, viewer: ReportViewer, query: ReportsQueryInput, range: ReportRange): Promise<FigureRequest> {
  const base = { clientId: viewer.accountId, start: range.start, end: range.end };
  const widgetId = query.pluginId ? await widgetIdOf(ctx, viewer.accountId, query.pluginId) : undefined;
  if (query.departmentId) await checkDepartment(ctx, viewer.accountId, query.departmentId);
  if (query.agentId) await checkAgent(ctx, viewer, query.agentId);
  const set = [widgetId, query.departmentId, query.agentId].filter(Boolean).length;
  if (viewer.agentIds === null && set <= 1) {
    const scope = widgetId ? `w:${widgetId}` : query.departmentId ? `d:${query.departmentId}` : query.agentId ? `a:${query.agentId}` : 'all';
    return { ...base, scopes: [scope] };
  }
  if (viewer.agentIds !== null && set === 0) return { ...base, scopes: viewer.agentIds.map((id) => `a:${id}`) };
  const agentIds = query.agentId ? [query.agentId] : (viewer.agentIds ?? undefined);
  return { ...base, scopes: ['all'], filter: { widgetId, departmentId: query.departmentId, agentIds } };
}

/** What the Agents report reads: each agent's scope, narrowed by the widget or department filter when set. */
export async function agentsRequest(ctx: AppContext, viewer: ReportViewer, query: ReportsQueryInput, range: ReportRange, agentIds: string[]): Promise<FigureRequest> {
  const widgetId = query.pluginId ? await widgetIdOf(ctx, viewer.accountId, query.pluginId) : undefined;
  if (query.departmentId) await checkDepartment(ctx, viewer.accountId, query.departmentId);
  const scopes = agentIds.map((id) => `a:${id}`);
  const base = { clientId: viewer.accountId, start: range.start, end: range.end, scopes };
  return widgetId || query.departmentId ? { ...base, filter: { widgetId, departmentId: query.departmentId } } : base;
}

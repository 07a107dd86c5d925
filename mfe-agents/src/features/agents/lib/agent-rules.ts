// Who may do what on the Manage Agents screen (issue 12's rule, enforced by the server alike):
// owners and co-admins (admins) act on every listed staff member; managers only on users whose role is
// 'agent'; agents reach no part of the screen. Nobody changes their own status here.
import { isClientRole, isManager, type Agent, type User } from 'shared-kernel/contracts';
import { isDeactivated, roleSlug } from './agent-view';

export type ViewerKind = 'admin' | 'manager' | 'agent';

export interface Viewer {
  kind: ViewerKind;
  userId: string | null;
}

/** An owner or co-admin ('client', 'co_client'; the super admin too) is an admin, a 'manager' a manager. */
export function viewerOf(user: Pick<User, 'isAdmin' | 'isClient' | 'userRole' | 'userId' | '_id'> | null | undefined): Viewer {
  const kind: ViewerKind = isClientRole(user) ? 'admin' : isManager(user) ? 'manager' : 'agent';
  return { kind, userId: user?.userId ?? user?._id ?? null };
}

export type AgentAction = 'metrics' | 'edit' | 'setOffline' | 'deactivate' | 'reactivate';

/** Whether the viewer manages this staff member at all. */
export function manages(viewer: Viewer, agent: Agent): boolean {
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'manager') return roleSlug(agent) === 'agent';
  return false;
}

export const isSelf = (viewer: Viewer, agent: Agent): boolean => viewer.userId !== null && viewer.userId === agent._id;

/**
 * The row's actions, in display order. Deactivated rows offer Reactivate only; Set offline only while
 * the agent is online; one's own row offers Metrics alone (the profile page edits oneself, and the
 * server refuses a change of one's own status).
 */
export function allowedActions(viewer: Viewer, agent: Agent): AgentAction[] {
  if (!manages(viewer, agent)) return [];
  if (isSelf(viewer, agent)) return ['metrics'];
  if (isDeactivated(agent)) return ['reactivate'];
  const actions: AgentAction[] = ['metrics', 'edit'];
  if (agent.isOnline) actions.push('setOffline');
  actions.push('deactivate');
  return actions;
}

/** The departments column is a picker on the active rows the viewer manages (admins: all; managers: agents). */
export const editsDepartments = (viewer: Viewer, agent: Agent): boolean => manages(viewer, agent) && !isDeactivated(agent);

/** The chat limit column is a select on the same rows (issue 27: owners, co-admins and managers set it). */
export const editsChatLimit = (viewer: Viewer, agent: Agent): boolean => manages(viewer, agent) && !isDeactivated(agent);

/** The Departments tab: admins only. */
export const seesDepartmentsTab = (viewer: Viewer): boolean => viewer.kind === 'admin';

/** The Add Agent button: every non-agent. */
export const addsAgents = (viewer: Viewer): boolean => viewer.kind !== 'agent';

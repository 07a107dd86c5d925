// Test data and a page render for the Manage Agents component tests (the mock shell of shared-kernel/testing).
import type { Agent, DepartmentGroup } from 'shared-kernel/contracts';
import { renderWithShell, testUser, type MockShellOptions } from 'shared-kernel/testing';
import userEvent from '@testing-library/user-event';
import ManageAgentsPage from '../pages/manage-agents-page';

export function agent(n: number, patch: Partial<Agent> & { fullName?: string; role?: string } = {}): Agent {
  const { fullName = `Agent ${n}`, role = 'agent', ...rest } = patch;
  return {
    _id: `a${n}`,
    email: `agent${n}@example.com`,
    status: 1,
    isOnline: false,
    departments: [],
    shifts: [],
    my_role: [{ slug: role }],
    userinfo: [{ userId: `a${n}`, fullName, profilePhoto: null }],
    clientId: 'u-owner',
    ...rest,
  };
}

export const SALES = { _id: 'd-sales', title: 'Sales' };
export const SUPPORT = { _id: 'd-support', title: 'Support' };
export const BILLING = { _id: 'd-billing', title: 'Billing' };
export const GROUPS: DepartmentGroup[] = [[BILLING], [SALES, { _id: 'a1', email: 'agent1@example.com', status: 1, userinfo: [{ fullName: 'Agent 1' }] }], [SUPPORT]];

/** The signed-in viewers: the owner (default), a co-admin, a manager and an agent of the same account. */
export const OWNER = testUser();
export const CO_ADMIN = testUser({ _id: 'a-co', userId: 'a-co', clientId: 'u-owner', userRole: 'co_client', isClient: true, email: 'co@example.com', fullName: 'Co Admin' });
export const MANAGER = testUser({ _id: 'a-mgr', userId: 'a-mgr', clientId: 'u-owner', userRole: 'manager', isClient: false, isAgent: true, email: 'mgr@example.com', fullName: 'Mia Manager' });
export const AGENT_USER = testUser({ _id: 'a1', userId: 'a1', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true, email: 'agent1@example.com' });

export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

export interface RenderPageOptions extends MockShellOptions {
  agents?: Agent[] | Error;
}

export function renderPage({ agents = [agent(1), agent(2)], ...options }: RenderPageOptions = {}) {
  const user = userEvent.setup({ delay: null });
  const shell = renderWithShell(<ManageAgentsPage />, {
    route: '/manage-agents',
    ...options,
    endpoints: { agentList: agents, byDepartment: GROUPS, ...options.endpoints },
  });
  return { user, ...shell };
}

// The list's pure rules: who may do what (issue 12's rule), names, search and shift lines.
import { testUser } from 'shared-kernel/testing';
import { allowedActions, editsDepartments, seesDepartmentsTab, viewerOf } from '../lib/agent-rules';
import { agentName, initials, matchesSearch, shiftLines, splitByStatus } from '../lib/agent-view';
import { agent, AGENT_USER, CO_ADMIN, MANAGER, OWNER } from './agent-fixtures';

describe('viewerOf', () => {
  it('reads owners, co-admins and the super admin as admins, managers as managers, the rest as agents', () => {
    expect(viewerOf(OWNER)).toEqual({ kind: 'admin', userId: 'u-owner' });
    expect(viewerOf(CO_ADMIN).kind).toBe('admin');
    expect(viewerOf(testUser({ isAdmin: true, isClient: false, userRole: 'admin' })).kind).toBe('admin');
    expect(viewerOf(MANAGER).kind).toBe('manager');
    expect(viewerOf(AGENT_USER).kind).toBe('agent');
    expect(viewerOf(null)).toEqual({ kind: 'agent', userId: null });
  });
});

describe('allowedActions', () => {
  const admin = viewerOf(OWNER);
  const manager = viewerOf(MANAGER);
  it('gives admins every action, Set offline only while online, Reactivate alone on deactivated rows', () => {
    expect(allowedActions(admin, agent(1, { isOnline: true, role: 'co_client' }))).toEqual(['metrics', 'edit', 'setOffline', 'deactivate']);
    expect(allowedActions(admin, agent(1, { role: 'manager' }))).toEqual(['metrics', 'edit', 'deactivate']);
    expect(allowedActions(admin, agent(1, { status: 3 }))).toEqual(['reactivate']);
    expect(allowedActions(admin, agent(1, { status: 0 }))).toEqual(['metrics', 'edit', 'deactivate']);
  });
  it("gives managers the actions on 'agent' rows only", () => {
    expect(allowedActions(manager, agent(1, { isOnline: true }))).toEqual(['metrics', 'edit', 'setOffline', 'deactivate']);
    expect(allowedActions(manager, agent(1, { role: 'manager' }))).toEqual([]);
    expect(allowedActions(manager, agent(1, { role: 'co_client' }))).toEqual([]);
    expect(allowedActions(manager, agent(1, { role: 'manager', status: 3 }))).toEqual([]);
    expect(allowedActions(manager, agent(1, { status: 3 }))).toEqual(['reactivate']);
  });
  it('leaves Metrics alone on one’s own row, and nothing to agents', () => {
    expect(allowedActions(viewerOf(CO_ADMIN), agent(1, { _id: 'a-co', role: 'co_client', isOnline: true }))).toEqual(['metrics']);
    expect(allowedActions(viewerOf(AGENT_USER), agent(2))).toEqual([]);
  });
  it('keeps the Departments tab for admins and the departments picker for the active rows one manages', () => {
    expect(seesDepartmentsTab(admin)).toBe(true);
    expect(seesDepartmentsTab(manager)).toBe(false);
    expect(editsDepartments(admin, agent(1, { role: 'co_client' }))).toBe(true);
    expect(editsDepartments(admin, agent(1, { status: 3 }))).toBe(false);
    expect(editsDepartments(manager, agent(1))).toBe(true);
    expect(editsDepartments(manager, agent(1, { role: 'manager' }))).toBe(false);
  });
});

describe('agent view', () => {
  it('names an agent by full name, else e-mail, with initials', () => {
    expect(agentName(agent(1, { fullName: '  ' }))).toBe('agent1@example.com');
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('agent1@example.com')).toBe('AE');
  });
  it('searches name and e-mail case-insensitively', () => {
    expect(matchesSearch(agent(1, { fullName: 'Ada Lovelace' }), ' LOVE ')).toBe(true);
    expect(matchesSearch(agent(1), 'AGENT1@')).toBe(true);
    expect(matchesSearch(agent(1), 'nobody')).toBe(false);
    expect(matchesSearch(agent(1), '')).toBe(true);
  });
  it('splits active from deactivated agents', () => {
    const { active, deactivated } = splitByStatus([agent(1), agent(2, { status: 3 }), agent(3, { status: 0 })]);
    expect(active.map((a) => a._id)).toEqual(['a1', 'a3']);
    expect(deactivated.map((a) => a._id)).toEqual(['a2']);
  });
  it('writes shifts Monday first with two-digit times, a day alone while its times are empty', () => {
    expect(
      shiftLines([
        { day: 'sun', startTime: { hours: 22, minutes: 0 }, endTime: { hours: 6, minutes: 0 } },
        { day: 'mon', startTime: { hours: null, minutes: null }, endTime: { hours: null, minutes: null } },
        { day: 'tue', startTime: { hours: 9, minutes: 5 }, endTime: { hours: 17, minutes: null } },
      ]),
    ).toEqual(['Mon', 'Tue 09:05–17:00', 'Sun 22:00–06:00']);
    expect(shiftLines(undefined)).toEqual([]);
  });
});

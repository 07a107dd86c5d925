// Stand-ins for the other slices' components (the agent form dialog, the metrics dialog and the
// Departments tab), so these tests exercise the list's wiring alone: each records its props.
import type { Agent } from 'shared-kernel/contracts';

export const NEW_AGENT_ID = 'a-new';

/** What the stand-in form "saves": a new agent (add) or the edited agent with ' Edited' after its name. */
export function savedAgent(mode: 'add' | 'edit', agent?: Agent): Agent {
  if (mode === 'edit' && agent) return { ...agent, userinfo: [{ ...agent.userinfo[0], fullName: `${agent.userinfo[0].fullName} Edited` }] };
  return {
    _id: NEW_AGENT_ID,
    email: 'new@example.com',
    status: 1,
    isOnline: false,
    departments: [],
    shifts: [{ day: 'mon', startTime: { hours: null, minutes: null }, endTime: { hours: null, minutes: null } }],
    my_role: [{ slug: 'agent' }],
    userinfo: [{ userId: NEW_AGENT_ID, fullName: 'New Person', profilePhoto: null }],
    clientId: 'u-owner',
  };
}

export function AgentFormDialog({ mode, agent, onClose, onSaved }: { mode: 'add' | 'edit'; agent?: Agent; onClose(): void; onSaved(agent: Agent): void }) {
  return (
    <div role="dialog" aria-label={`Agent form ${mode}${agent ? ` ${agent._id}` : ''}`}>
      <button
        onClick={() => {
          onSaved(savedAgent(mode, agent));
          onClose();
        }}
      >
        Save agent
      </button>
      <button onClick={onClose}>Close form</button>
    </div>
  );
}

export function AgentMetricsDialog({ agent, onClose }: { agent: Agent; onClose(): void }) {
  return (
    <div role="dialog" aria-label={`Metrics dialog ${agent._id}`}>
      <button onClick={onClose}>Close metrics</button>
    </div>
  );
}

export function DepartmentsTab() {
  return <p>Departments tab stand-in</p>;
}

// The confirmations of spec 001 §2 and their calls: set offline (POST /users/put-agent-offline, 201),
// deactivate and reactivate (PATCH /users/agent-status-toggle), each with its toast.
import { useState } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { StaffCallRefused } from '../../../api/staff-calls';
import { putAgentOffline, toggleAgentStatus } from '../api/agent-calls';
import { agentName } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';

export type ConfirmKind = 'setOffline' | 'deactivate' | 'reactivate';

/** Each confirmation's words; read at render, in the current language. */
function copyOf(kind: ConfirmKind): { title: string; question: (name: string) => string; confirm: string; danger: boolean } {
  switch (kind) {
    case 'setOffline':
      return { title: T.offlineTitle, question: T.offlineQuestion, confirm: T.offlineConfirm, danger: false };
    case 'deactivate':
      return { title: T.deactivateTitle, question: T.deactivateQuestion, confirm: T.deactivateConfirm, danger: true };
    case 'reactivate':
      return { title: T.reactivateTitle, question: T.reactivateQuestion, confirm: T.reactivateConfirm, danger: false };
  }
}

export interface AgentConfirmDialogProps {
  kind: ConfirmKind;
  agent: Agent;
  onClose: () => void;
  /** The agent's fields the confirmed action changed. */
  onDone: (agent: Agent, change: Partial<Agent>) => void;
}

export function AgentConfirmDialog({ kind, agent, onClose, onDone }: AgentConfirmDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const name = agentName(agent);
  const copy = copyOf(kind);

  const confirm = async () => {
    setBusy(true);
    try {
      if (kind === 'setOffline') {
        await putAgentOffline(api, agent._id);
        toast.success(T.setOfflineDone(name));
        onDone(agent, { isOnline: false });
      } else if (kind === 'deactivate') {
        const status = await toggleAgentStatus(api, agent._id, 'deactivate');
        toast.success(T.deactivated);
        // A deactivated agent is signed out everywhere at once.
        onDone(agent, { status, isOnline: false });
      } else {
        const status = await toggleAgentStatus(api, agent._id, 'activate');
        toast.success(T.activated);
        onDone(agent, { status });
      }
      onClose();
    } catch (err) {
      const fallback = kind === 'setOffline' ? T.failed : T.statusFailed;
      toast.error(errorMessage(err instanceof StaffCallRefused ? err.answer : err, fallback));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={copy.title}
      message={copy.question(name)}
      confirmLabel={copy.confirm}
      cancelLabel={T.cancel}
      confirmColor={copy.danger ? 'error' : 'primary'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

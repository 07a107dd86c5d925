// The Add/Edit Agent dialog's state and save: formik over the form's values, the photo choice, the
// departments offered, and who may set the role (admins: owner, co-admin, super admin).
import { useFormik } from 'formik';
import { isClientRole, type Agent } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useSession, useToast } from 'shared-kernel/platform';
import { StaffCallRefused } from '../../../api/staff-calls';
import { registerAgent, updateAgentProfile } from '../api/agent-form-calls';
import { initialValues, editableRole, validateAgentForm, type AgentFormValues } from '../lib/agent-form-values';
import { addAgentForm, addedAgent, editAgentForm, editedAgent } from '../lib/agent-payload';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { useDepartmentChoices } from './use-department-choices';
import { usePhotoChoice } from './use-photo-choice';

export interface AgentFormProps {
  mode: 'add' | 'edit';
  agent?: Agent;
  onClose(): void;
  onSaved(agent: Agent): void;
}

export function useAgentForm({ mode, agent, onClose, onSaved }: AgentFormProps) {
  const api = useApi();
  const toast = useToast();
  const { user } = useSession();
  const editing = mode === 'edit' && agent ? agent : null;
  // Managers never change roles, and co-admins stay co-admins: the choice is agent or manager.
  const canSetRole = Boolean(editing) && isClientRole(user) && editableRole(editing) !== null;
  const photo = usePhotoChoice(editing?.userinfo?.[0]?.profilePhoto);
  const departments = useDepartmentChoices();

  const form = useFormik<AgentFormValues>({
    initialValues: initialValues(editing),
    validate: (values) => validateAgentForm(editing ? 'edit' : 'add', values),
    onSubmit: async (values) => {
      try {
        if (editing) {
          const role = canSetRole && values.role ? values.role : null;
          const answer = await updateAgentProfile(api, editAgentForm(editing, values, photo.change, role));
          toast.success(T.updated);
          onSaved(editedAgent(editing, values, answer, departments.value, role));
        } else {
          const answer = await registerAgent(api, addAgentForm(values, photo.change.file));
          toast.success(T.added);
          onSaved(addedAgent(answer, values, departments.value));
        }
        onClose();
      } catch (err) {
        toast.error(errorMessage(err instanceof StaffCallRefused ? err.answer : err, T.failed));
      }
    },
  });

  return { form, editing, canSetRole, photo, departments };
}

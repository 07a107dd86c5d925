// The Add/Edit Agent form's fields: photo, e-mail and password (add only), full name, departments,
// role (admins editing an agent or manager), chat limit and shifts.
import { Stack, TextField } from 'shared-kernel/mui';
import type { FormikProps } from 'formik';
import type { Agent, Department } from 'shared-kernel/contracts';
import type { Loaded } from 'shared-kernel/platform';
import type { PhotoChoice } from '../hooks/use-photo-choice';
import type { AgentFormValues } from '../lib/agent-form-values';
import { shownError } from '../lib/form-errors';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { ChatLimitField } from './chat-limit-field';
import { DepartmentsField } from './departments-field';
import { PasswordField } from './password-field';
import { PhotoField } from './photo-field';
import { RoleField } from './role-field';
import { ShiftsEditor } from './shifts-editor';

export interface AgentFormFieldsProps {
  form: FormikProps<AgentFormValues>;
  editing: Agent | null;
  canSetRole: boolean;
  photo: PhotoChoice;
  departments: Loaded<Department[]>;
}

export function AgentFormFields({ form, editing, canSetRole, photo, departments }: AgentFormFieldsProps) {
  const busy = form.isSubmitting;
  const text = (name: 'email' | 'fullName' | 'password') => {
    const error = shownError(form, name);
    return { ...form.getFieldProps(name), error: Boolean(error), helperText: error, fullWidth: true, disabled: busy };
  };
  const errorOf = (path: string) => shownError(form, path);

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <PhotoField name={form.values.fullName} photo={photo} disabled={busy} />
      {!editing && <TextField {...text('email')} type="email" label={T.email} required autoFocus slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }} />}
      <TextField {...text('fullName')} label={T.fullName} required autoFocus={Boolean(editing)} slotProps={{ htmlInput: { autoComplete: 'off' } }} />
      {!editing && <PasswordField {...text('password')} label={T.password} required slotProps={{ htmlInput: { autoComplete: 'new-password' } }} />}
      <DepartmentsField
        choices={departments.value}
        known={editing?.departments ?? []}
        value={form.values.departments}
        onChange={(ids) => void form.setFieldValue('departments', ids)}
        loading={departments.loading}
        failed={departments.failed}
        disabled={busy}
      />
      {canSetRole && <RoleField value={form.values.role} onChange={(role) => void form.setFieldValue('role', role)} disabled={busy} />}
      <ChatLimitField value={form.values.chatLimit} onChange={(limit) => void form.setFieldValue('chatLimit', limit)} disabled={busy} />
      <ShiftsEditor
        name="shifts"
        value={form.values.shifts}
        onChange={(rows) => void form.setFieldValue('shifts', rows)}
        onBlurField={(path) => void form.setFieldTouched(path, true)}
        errorOf={errorOf}
        disabled={busy}
      />
    </Stack>
  );
}

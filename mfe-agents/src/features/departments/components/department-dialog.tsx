import { TextField, Typography } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { FormDialog } from 'shared-kernel/list-screens';
import type { Agent } from 'shared-kernel/contracts';
import { errorMessage, type ApiClient } from 'shared-kernel/http';
import { useApi, useLoaded, useToast } from 'shared-kernel/platform';
import { departmentSchema, fieldErrors } from 'shared-kernel/validation';
import { fetchStaff } from '../../../api/staff-calls';
import { createDepartment, renameDepartment } from '../api/department-calls';
import { asMember, memberChoices, type DepartmentRow } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';
import { MemberSelect } from './member-select';

/** The longest name the server accepts. */
const TITLE_MAX = 50;

export interface DepartmentDialogProps {
  /** The department being renamed; null creates one. */
  department: DepartmentRow | null;
  onClose: () => void;
  onSaved: (row: DepartmentRow) => void;
}

type Values = { title: string; userIds: string[] };

const loadChoices = async (api: ApiClient, signal: AbortSignal) => memberChoices(await fetchStaff(api, signal));
const loadNothing = async (): Promise<Agent[]> => [];

/**
 * Add a department (name and members) or rename one (spec 001 §5: Save stays disabled while the name is
 * empty). Escape or Cancel closes unless saving.
 */
export function DepartmentDialog({ department, onClose, onSaved }: DepartmentDialogProps) {
  const api = useApi();
  const toast = useToast();
  const renaming = department !== null;
  const choices = useLoaded(renaming ? loadNothing : loadChoices, [], T.failed);
  const form = useFormik<Values>({
    initialValues: { title: department?.title ?? '', userIds: [] },
    validate: (values) => fieldErrors(departmentSchema, values),
    onSubmit: async (values) => {
      const title = values.title.trim();
      try {
        if (department) {
          const renamed = await renameDepartment(api, department._id, title);
          toast.success(T.updated);
          onSaved({ ...department, title: renamed.title });
        } else {
          const created = await createDepartment(api, title, values.userIds);
          const members = choices.value.filter((agent) => values.userIds.includes(agent._id)).map(asMember);
          toast.success(T.created);
          onSaved({ ...created, members });
        }
        onClose();
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      }
    },
  });
  const shownError = form.touched.title || form.submitCount > 0 ? form.errors.title : undefined;
  const empty = form.values.title.trim() === '';

  return (
    <FormDialog
      title={renaming ? T.editTitle : T.createTitle}
      form={form}
      onClose={onClose}
      texts={T}
      saveDisabled={empty}
    >
      <TextField
        label={T.nameLabel}
        {...form.getFieldProps('title')}
        error={Boolean(shownError)}
        helperText={typeof shownError === 'string' ? shownError : undefined}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: TITLE_MAX } }}
      />
      {renaming ? (
        <Typography variant="body2" color="text.secondary">
          {T.renameHelp}
        </Typography>
      ) : (
        <MemberSelect
          choices={choices.value}
          value={form.values.userIds}
          onChange={(ids) => void form.setFieldValue('userIds', ids)}
          loading={choices.loading}
          failed={choices.failed}
          disabled={form.isSubmitting}
        />
      )}
    </FormDialog>
  );
}

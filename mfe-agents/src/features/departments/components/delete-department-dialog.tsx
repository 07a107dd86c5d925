import { useApi } from 'shared-kernel/platform';
import { DeleteRecordDialog } from 'shared-kernel/list-screens';
import { deleteDepartment } from '../api/department-calls';
import type { DepartmentRow } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';

export interface DeleteDepartmentDialogProps {
  department: DepartmentRow;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before DELETE /department/edit; the row goes and the toast shows once the answer says 'deleted'. */
export function DeleteDepartmentDialog({ department, onClose, onDeleted }: DeleteDepartmentDialogProps) {
  const api = useApi();
  return (
    <DeleteRecordDialog
      texts={{ title: T.deleteTitle, question: T.deleteQuestion(department.title), confirm: T.deleteConfirm, cancel: T.cancel, deleted: T.deleted, failed: T.failed }}
      remove={() => deleteDepartment(api, department._id)}
      onClose={onClose}
      onDeleted={() => onDeleted(department._id)}
    />
  );
}

import { useState } from 'react';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
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
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteDepartment(api, department._id);
      toast.success(T.deleted);
      onDeleted(department._id);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, T.failed));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={T.deleteTitle}
      message={T.deleteQuestion(department.title)}
      confirmLabel={T.deleteConfirm}
      cancelLabel={T.cancel}
      confirmColor="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

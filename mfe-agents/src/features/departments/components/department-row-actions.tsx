import { EditDeleteActions } from 'shared-kernel/list-screens';
import type { DepartmentRow } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';

export interface DepartmentActionsProps {
  onEdit: (row: DepartmentRow) => void;
  onDelete: (row: DepartmentRow) => void;
}

/** Rename and Delete of one department, each named after it for screen readers. */
export function DepartmentRowActions({ row, onEdit, onDelete }: DepartmentActionsProps & { row: DepartmentRow }) {
  return <EditDeleteActions editLabel={T.edit(row.title)} deleteLabel={T.remove(row.title)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />;
}

import { IconButton, Stack } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { DepartmentRow } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';

export interface DepartmentActionsProps {
  onEdit: (row: DepartmentRow) => void;
  onDelete: (row: DepartmentRow) => void;
}

/** Rename and Delete of one department, each named after it for screen readers. */
export function DepartmentRowActions({ row, onEdit, onDelete }: DepartmentActionsProps & { row: DepartmentRow }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={T.edit(row.title)}>
        <IconButton aria-label={T.edit(row.title)} onClick={() => onEdit(row)} size="small">
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={T.remove(row.title)}>
        <IconButton aria-label={T.remove(row.title)} onClick={() => onDelete(row)} size="small" color="error">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

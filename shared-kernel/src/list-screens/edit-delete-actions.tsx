import { IconButton, Stack } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ReactNode } from 'react';

export interface EditDeleteActionsProps {
  /** The buttons' names (tooltip and aria-label), each naming the row, e.g. 'Edit Sales'. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** More buttons before Edit. */
  before?: ReactNode;
}

/** Edit and Delete of one row, as icon buttons named after the row for screen readers. */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete, before }: EditDeleteActionsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {before}
      <Tooltip title={editLabel}>
        <IconButton aria-label={editLabel} onClick={onEdit} size="small">
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={deleteLabel} onClick={onDelete} size="small" color="error">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

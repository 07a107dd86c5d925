import { IconButton, Stack } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { CannedMessage } from 'shared-kernel/contracts';
import { CANNED_TEXTS as T } from '../texts';

export interface CannedRowActionsProps {
  item: CannedMessage;
  onEdit: (item: CannedMessage) => void;
  onDelete: (item: CannedMessage) => void;
}

/** Edit and Delete of one row, each named after the row's shortcut for screen readers. */
export function CannedRowActions({ item, onEdit, onDelete }: CannedRowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={T.edit(item.shortCode)}>
        <IconButton aria-label={T.edit(item.shortCode)} onClick={() => onEdit(item)} size="small">
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={T.remove(item.shortCode)}>
        <IconButton aria-label={T.remove(item.shortCode)} onClick={() => onDelete(item)} size="small" color="error">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

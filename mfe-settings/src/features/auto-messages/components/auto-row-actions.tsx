import { IconButton, Stack } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { AutoMessage } from 'shared-kernel/contracts';
import { AUTO_TEXTS as T } from '../texts';

export interface AutoRowActionsProps {
  onEdit: (item: AutoMessage) => void;
  onDelete: (item: AutoMessage) => void;
}

/** Edit and Delete of one auto message, named after its title for screen readers. */
export function AutoRowActions({ item, onEdit, onDelete }: AutoRowActionsProps & { item: AutoMessage }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={T.edit(item.title)}>
        <IconButton aria-label={T.edit(item.title)} onClick={() => onEdit(item)} size="small">
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={T.remove(item.title)}>
        <IconButton aria-label={T.remove(item.title)} onClick={() => onDelete(item)} size="small" color="error">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

import type { CannedMessage } from 'shared-kernel/contracts';
import { EditDeleteActions } from 'shared-kernel/list-screens';
import { CANNED_TEXTS as T } from '../texts';

export interface CannedRowActionsProps {
  item: CannedMessage;
  onEdit: (item: CannedMessage) => void;
  onDelete: (item: CannedMessage) => void;
}

/** Edit and Delete of one row, each named after the row's shortcut for screen readers. */
export function CannedRowActions({ item, onEdit, onDelete }: CannedRowActionsProps) {
  return <EditDeleteActions editLabel={T.edit(item.shortCode)} deleteLabel={T.remove(item.shortCode)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />;
}

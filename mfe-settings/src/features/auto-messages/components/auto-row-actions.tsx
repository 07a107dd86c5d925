import type { AutoMessage } from 'shared-kernel/contracts';
import { EditDeleteActions } from 'shared-kernel/list-screens';
import { AUTO_TEXTS as T } from '../texts';

export interface AutoRowActionsProps {
  onEdit: (item: AutoMessage) => void;
  onDelete: (item: AutoMessage) => void;
}

/** Edit and Delete of one auto message, named after its title for screen readers. */
export function AutoRowActions({ item, onEdit, onDelete }: AutoRowActionsProps & { item: AutoMessage }) {
  return <EditDeleteActions editLabel={T.edit(item.title)} deleteLabel={T.remove(item.title)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />;
}

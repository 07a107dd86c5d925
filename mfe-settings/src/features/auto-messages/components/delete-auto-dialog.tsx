import { useState } from 'react';
import type { AutoMessage } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { deleteAutoMessage } from '../api/auto-message-calls';
import { AUTO_TEXTS as T } from '../texts';

export interface DeleteAutoDialogProps {
  item: AutoMessage;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before DELETE /smart-message/delete/{id}; the row goes once the server confirms its _id. */
export function DeleteAutoDialog({ item, onClose, onDeleted }: DeleteAutoDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAutoMessage(api, item._id);
      toast.success(T.deleted);
      onDeleted(item._id);
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
      message={T.deleteQuestion(item.title)}
      confirmLabel={T.deleteConfirm}
      cancelLabel={T.cancel}
      confirmColor="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

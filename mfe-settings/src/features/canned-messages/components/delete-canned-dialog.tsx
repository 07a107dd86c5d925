import { useState } from 'react';
import type { CannedMessage } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { deleteCanned } from '../api/canned-calls';
import { CANNED_TEXTS as T } from '../texts';

export interface DeleteCannedDialogProps {
  item: CannedMessage;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before DELETE /canned/{id}; the row goes once the server confirms its _id. */
export function DeleteCannedDialog({ item, onClose, onDeleted }: DeleteCannedDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCanned(api, item._id);
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
      message={T.deleteQuestion(item.shortCode)}
      confirmLabel={T.deleteConfirm}
      cancelLabel={T.cancel}
      confirmColor="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

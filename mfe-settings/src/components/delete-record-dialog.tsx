import { useState } from 'react';
import { errorMessage } from 'shared-kernel/http';
import { useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';

export interface DeleteRecordDialogProps {
  texts: { title: string; question: string; confirm: string; cancel: string; deleted: string; failed: string };
  /** The call; resolves once the server confirmed the delete. */
  remove: () => Promise<void>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a delete; the row goes and the toast shows once the server confirms it. */
export function DeleteRecordDialog({ texts, remove, onClose, onDeleted }: DeleteRecordDialogProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      toast.success(texts.deleted);
      onDeleted();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, texts.failed));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={texts.title}
      message={texts.question}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      confirmColor="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

import { useState } from 'react';
import { errorMessage } from 'shared-kernel/http';
import { useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';

export interface DeleteRecordTexts {
  title: string;
  question: string;
  confirm: string;
  cancel: string;
  /** The toast once the server confirmed the delete, and the fallback of a refusal without a message. */
  deleted: string;
  failed: string;
}

export interface DeleteRecordDialogProps {
  texts: DeleteRecordTexts;
  /** The call; resolves once the server confirmed the delete, rejects with what errorMessage reads. */
  remove: () => Promise<unknown>;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before a delete; the row goes and the success toast shows once the server confirms it. A refusal
 * shows the server's message (or `failed`) and leaves the dialog open to try again or cancel.
 */
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

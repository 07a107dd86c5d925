import { useState } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { ContactCallRefused, deleteContact } from '../api/contact-calls';
import { contactLabel } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';

export interface DeleteContactDialogProps {
  contact: Contact;
  onClose: () => void;
  onDeleted: (contact: Contact) => void;
}

/** Delete Contact: asks first; on code 200 the row goes and a blue toast says so. */
export function DeleteContactDialog({ contact, onClose, onDeleted }: DeleteContactDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteContact(api, contact);
      toast.success(T.deleted);
      onDeleted(contact);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err instanceof ContactCallRefused ? err.answer : err, T.failed));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={T.deleteTitle}
      message={T.deleteQuestion(contactLabel(contact))}
      confirmLabel={T.deleteConfirm}
      cancelLabel={T.cancel}
      confirmColor="error"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

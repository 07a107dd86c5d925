import type { Contact } from 'shared-kernel/contracts';
import { DeleteRecordDialog } from 'shared-kernel/list-screens';
import { useApi } from 'shared-kernel/platform';
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
  const remove = async () => {
    try {
      await deleteContact(api, contact);
    } catch (err) {
      // A refusal in a 200 answer carries the server's message in its answer.
      throw err instanceof ContactCallRefused ? err.answer : err;
    }
  };
  return (
    <DeleteRecordDialog
      texts={{ title: T.deleteTitle, question: T.deleteQuestion(contactLabel(contact)), confirm: T.deleteConfirm, cancel: T.cancel, deleted: T.deleted, failed: T.failed }}
      remove={remove}
      onClose={onClose}
      onDeleted={() => onDeleted(contact)}
    />
  );
}

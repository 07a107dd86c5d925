import type { Contact } from 'shared-kernel/contracts';
import { ActionsMenu } from 'shared-kernel/list-screens';
import { contactLabel } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';
import type { ContactActions } from './contact-row-actions';

/** The three-dot menu of a contact card (phones and tablets): Edit, Delete. */
export function ContactCardMenu({ contact, onEdit, onDelete }: ContactActions & { contact: Contact }) {
  return (
    <ActionsMenu
      label={T.menuLabel(contactLabel(contact))}
      actions={[
        { key: 'edit', text: T.edit, onSelect: () => onEdit(contact) },
        { key: 'delete', text: T.remove, onSelect: () => onDelete(contact) },
      ]}
    />
  );
}

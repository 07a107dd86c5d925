// Contacts (/contacts, spec 001 §2): the account's contacts, searched on the server, loaded page by page.
import { Box } from 'shared-kernel/mui';
import { useState } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { ContactsBody } from '../components/contacts-body';
import { ContactsToolbar } from '../components/contacts-toolbar';
import { DeleteContactDialog } from '../components/delete-contact-dialog';
import { EditContactDialog } from '../components/edit-contact-dialog';
import { useContacts } from '../hooks/use-contacts';
import { contactKey } from '../lib/contact-view';

/** The open modal: a contact being edited or one to delete. */
type Open = { kind: 'edit'; contact: Contact } | { kind: 'delete'; contact: Contact } | null;

export default function ContactsPage() {
  const [search, setSearch] = useState('');
  const list = useContacts(search);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <ContactsToolbar count={list.loading ? null : list.items.length} search={search} onSearch={setSearch} />
      <ContactsBody
        list={list}
        onEdit={(contact) => setOpen({ kind: 'edit', contact })}
        onDelete={(contact) => setOpen({ kind: 'delete', contact })}
      />
      {open?.kind === 'edit' && <EditContactDialog key={open.contact._id} contact={open.contact} onClose={close} onSaved={list.replace} />}
      {open?.kind === 'delete' && (
        <DeleteContactDialog contact={open.contact} onClose={close} onDeleted={(contact) => list.remove(contactKey(contact))} />
      )}
    </Box>
  );
}

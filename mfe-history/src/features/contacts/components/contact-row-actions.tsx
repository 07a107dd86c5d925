import { Button, Stack } from 'shared-kernel/mui';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Contact } from 'shared-kernel/contracts';
import { contactLabel } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';

export interface ContactActions {
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** Edit and Delete of one table row, each named after the contact for screen readers. */
export function ContactRowActions({ contact, onEdit, onDelete }: ContactActions & { contact: Contact }) {
  const who = contactLabel(contact);
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" startIcon={<EditOutlined fontSize="small" />} aria-label={T.editLabel(who)} onClick={() => onEdit(contact)}>
        {T.edit}
      </Button>
      {/* The darker red keeps 4.5:1 on a hovered or striped row. */}
      <Button size="small" color="error" sx={{ color: 'error.dark' }} startIcon={<DeleteOutlined fontSize="small" />} aria-label={T.removeLabel(who)} onClick={() => onDelete(contact)}>
        {T.remove}
      </Button>
    </Stack>
  );
}

import { IconButton } from 'shared-kernel/mui';
import { Menu, MenuItem } from 'shared-kernel/mui-console';
import MoreVert from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { contactLabel } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';
import type { ContactActions } from './contact-row-actions';

/** The three-dot menu of a contact card (phones and tablets): Edit, Delete. */
export function ContactCardMenu({ contact, onEdit, onDelete }: ContactActions & { contact: Contact }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const pick = (action: (contact: Contact) => void) => () => {
    close();
    action(contact);
  };
  return (
    <>
      <IconButton
        aria-label={T.menuLabel(contactLabel(contact))}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={pick(onEdit)}>{T.edit}</MenuItem>
        <MenuItem onClick={pick(onDelete)}>{T.remove}</MenuItem>
      </Menu>
    </>
  );
}

import { ConfirmDialog } from 'shared-kernel/ui';
import { TEXTS } from '../../../app/texts';

interface LogoutDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The logout confirmation modal: Cancel or Logout. */
export function LogoutDialog({ open, busy, onCancel, onConfirm }: LogoutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={TEXTS.logoutDialog.title}
      message={TEXTS.logoutDialog.body}
      cancelLabel={TEXTS.logoutDialog.cancel}
      confirmLabel={TEXTS.logoutDialog.confirm}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

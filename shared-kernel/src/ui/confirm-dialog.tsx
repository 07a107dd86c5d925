import { Button } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared-kernel/mui-console';
import { useId, type ReactNode } from 'react';
import { UI_TEXTS } from './texts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Question under the title. */
  message?: ReactNode;
  /** Extra content (e.g. a form) under the message. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape and a click outside. */
  onCancel: () => void;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  confirmColor?: 'primary' | 'error';
}

/** A yes/no modal: labelled by its title, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = UI_TEXTS.confirm,
  cancelLabel = UI_TEXTS.cancel,
  onConfirm,
  onCancel,
  busy = false,
  confirmColor = 'primary',
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {(message || children) && (
        <DialogContent>
          {message && <DialogContentText id={`${id}-message`}>{message}</DialogContentText>}
          {children}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={confirmColor}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

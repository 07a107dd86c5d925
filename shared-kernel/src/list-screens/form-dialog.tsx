import { Button, Stack } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useViewport } from 'shared-kernel/platform';

export interface FormDialogProps {
  title: string;
  /** Submits the form (formik's handleSubmit). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** While saving: Cancel, Save, Escape and the backdrop do nothing. */
  submitting: boolean;
  saveLabel: string;
  cancelLabel: string;
  /** Save is disabled (e.g. while a required field is empty). */
  saveDisabled?: boolean;
  /** The fields, stacked. */
  children: ReactNode;
}

/** A dialog holding one form, full screen on phones: the fields, then Cancel and Save. */
export function FormDialog({ title, onSubmit, onClose, submitting, saveLabel, cancelLabel, saveDisabled, children }: FormDialogProps) {
  const mobile = useViewport() === 'mobile';
  const titleId = useId();
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={mobile}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting} color="inherit">
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || saveDisabled}>
            {saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { Button, Stack } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useViewport } from 'shared-kernel/platform';

export interface FormDialogProps {
  title: string;
  /** The form (formik's): submitted by Save and Enter; while it submits, Cancel, Save, Escape and the backdrop do nothing. */
  form: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
  onClose: () => void;
  /** The buttons' texts. */
  texts: { save: string; cancel: string };
  /** Save is disabled (e.g. while a required field is empty). */
  saveDisabled?: boolean;
  /** The fields, stacked. */
  children: ReactNode;
}

/**
 * The kit's first props, flat: an area released against them still runs in a console whose kit is newer
 * (a shared subpath is one instance at run time, whichever area brought it).
 */
export type EarlierFormDialogProps = Omit<FormDialogProps, 'form' | 'texts'> & {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  saveLabel: string;
  cancelLabel: string;
};

/** A dialog holding one form, full screen on phones: the fields, then Cancel and Save. */
export function FormDialog(props: FormDialogProps | EarlierFormDialogProps) {
  const { title, onClose, saveDisabled, children } = props;
  const form = 'form' in props ? props.form : { handleSubmit: props.onSubmit, isSubmitting: props.submitting };
  const texts = 'texts' in props ? props.texts : { save: props.saveLabel, cancel: props.cancelLabel };
  const submitting = form.isSubmitting;
  const mobile = useViewport() === 'mobile';
  const titleId = useId();
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={mobile}>
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting} color="inherit">
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || saveDisabled}>
            {texts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

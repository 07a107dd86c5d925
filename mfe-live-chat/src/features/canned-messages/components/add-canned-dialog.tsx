import { Button, Stack, TextField } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useFormik } from 'formik';
import { useId } from 'react';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { cannedMessageSchema } from 'shared-kernel/validation';
import { CANNED_TEXTS as T } from '../../../app/texts';
import { createCanned } from '../api/canned-calls';

export interface AddCannedDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** Shortcut + Message; Save stays disabled until both are filled (spec 000 §5); Escape closes. */
export function AddCannedDialog({ open, onClose, onCreated }: AddCannedDialogProps) {
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const form = useFormik({
    initialValues: { shortCode: '', message: '' },
    validationSchema: cannedMessageSchema,
    onSubmit: async (values, helpers) => {
      try {
        await createCanned(api, { shortCode: values.shortCode.trim(), message: values.message.trim() });
        toast.success(T.created);
        helpers.resetForm();
        onCreated();
        onClose();
      } catch (err) {
        toast.error(errorMessage(err, T.createFailed));
      }
    },
  });
  const filled = form.values.shortCode.trim() !== '' && form.values.message.trim() !== '';
  const close = () => {
    form.resetForm();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id={titleId}>{T.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={T.shortcut} {...form.getFieldProps('shortCode')} autoFocus fullWidth />
            <TextField label={T.message} {...form.getFieldProps('message')} multiline minRows={3} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!filled || form.isSubmitting}>
            {T.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

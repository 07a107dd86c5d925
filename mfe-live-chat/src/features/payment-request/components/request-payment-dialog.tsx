import { Box, Button, CircularProgress, Stack, TextField, Typography } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useFormik } from 'formik';
import { useId } from 'react';
import type { ChatRef } from 'shared-kernel/contracts';
import { paymentRequestSchema } from 'shared-kernel/validation';
import { PAYMENT_TEXTS as T } from '../../../app/texts';
import { useRequestPayment } from '../hooks/use-request-payment';

interface PaymentFields {
  amount: string;
  description: string;
}

export interface RequestPaymentDialogProps {
  chat: ChatRef;
  onClose: () => void;
}

/** Amount and description with the spec's messages (shared schema); closes when the request went out. */
export function RequestPaymentDialog({ chat, onClose }: RequestPaymentDialogProps) {
  const id = useId();
  const request = useRequestPayment(chat);
  const form = useFormik<PaymentFields>({
    initialValues: { amount: '', description: '' },
    validationSchema: paymentRequestSchema,
    onSubmit: async (values) => {
      const checked = paymentRequestSchema.validateSync(values);
      if (await request(checked.amount, checked.description)) onClose();
    },
  });
  const busy = form.isSubmitting;
  const errorOf = (name: keyof PaymentFields) => ((form.touched[name] || form.submitCount > 0) && form.errors[name]) || undefined;
  const amountError = errorOf('amount');
  const descriptionError = errorOf('description');

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={`${id}-title`}>{T.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.amount}
              autoFocus
              required
              fullWidth
              size="small"
              {...form.getFieldProps('amount')}
              disabled={busy}
              error={Boolean(amountError)}
              helperText={amountError}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label={T.description}
              required
              fullWidth
              multiline
              minRows={2}
              maxRows={5}
              size="small"
              {...form.getFieldProps('description')}
              disabled={busy}
              error={Boolean(descriptionError)}
              helperText={descriptionError}
            />
            {busy && (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={18} aria-hidden />
                <Typography variant="body2">{T.sending}</Typography>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {T.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

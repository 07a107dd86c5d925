import { Button, Stack, TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { Visitor } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useEvent, useToast } from 'shared-kernel/platform';
import { guestContactSchema } from 'shared-kernel/validation';
import { GUEST_INFO_TEXTS as T } from '../../../app/texts';
import { updateVisitor } from '../api/guest-info-calls';
import { contactOf, type GuestContact } from '../lib/guest-details';

/** `label` names the field's text, read at render (the console's language). */
const FIELDS: Array<{ name: keyof GuestContact; label: keyof typeof T; type: string }> = [
  { name: 'firstName', label: 'firstName', type: 'text' },
  { name: 'lastName', label: 'lastName', type: 'text' },
  { name: 'email', label: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'phone', type: 'tel' },
];

/** Editable contact fields; Save and Cancel only after an edit, Cancel restores (spec 000 §2, §5). */
export function ContactForm({ visitor }: { visitor: Visitor }) {
  const api = useApi();
  const toast = useToast();
  const [original, setOriginal] = useState<GuestContact>(() => contactOf(visitor));
  const form = useFormik<GuestContact>({
    initialValues: original,
    enableReinitialize: true,
    validationSchema: guestContactSchema,
    onSubmit: async (values) => {
      const payload = {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        guestId: visitor.guestId,
        visitorId: visitor.visitorId,
      };
      try {
        const answer = await updateVisitor(api, payload);
        if (!answer?.acknowledged) {
          toast.error(answer?.message || T.updateFailed);
          return;
        }
        toast.success(T.updated);
        setOriginal({ email: payload.email, firstName: payload.firstName, lastName: payload.lastName, phoneNumber: payload.phoneNumber });
      } catch (err) {
        toast.error(errorMessage(err, T.updateFailed));
      }
    },
  });

  // The guest gave an email in the widget.
  useEvent('emailid-updated', ({ visitorId, email }) => {
    if (visitorId === visitor.visitorId) setOriginal((prev) => ({ ...prev, email }));
  });
  // The guest filled the contact form of a [contact-form] message: the fields as now stored.
  useEvent('contact-updated', ({ visitorId, email, firstName, lastName, phoneNumber }) => {
    if (visitorId === visitor.visitorId) setOriginal({ email, firstName, lastName, phoneNumber });
  });

  return (
    <Stack component="form" spacing={1.5} noValidate onSubmit={form.handleSubmit} onReset={() => form.resetForm()}>
      {FIELDS.map(({ name, label, type }) => {
        const error = (form.touched[name] || form.submitCount > 0) && form.errors[name];
        return (
          <TextField
            key={name}
            size="small"
            label={T[label]}
            type={type}
            {...form.getFieldProps(name)}
            error={Boolean(error)}
            helperText={error || undefined}
            fullWidth
          />
        );
      })}
      {form.dirty && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button type="reset">{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {T.save}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

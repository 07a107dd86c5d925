import { Button, Stack, TextField } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useFormik } from 'formik';
import { useId, type ChangeEvent } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast, useViewport } from 'shared-kernel/platform';
import { contactSchema, fieldErrors } from 'shared-kernel/validation';
import { ContactCallRefused, updateContact } from '../api/contact-calls';
import { unchanged, valuesOf, type ContactValues } from '../lib/contact-form';
import { CONTACTS_TEXTS as T } from '../texts';

export interface EditContactDialogProps {
  contact: Contact;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}

const FIELDS: ReadonlyArray<{ name: keyof ContactValues; label: string; type: string; autoComplete: string }> = [
  { name: 'firstName', label: T.firstName, type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: T.lastName, type: 'text', autoComplete: 'off' },
  { name: 'email', label: T.email, type: 'email', autoComplete: 'off' },
  { name: 'phoneNumber', label: T.phoneField, type: 'tel', autoComplete: 'off' },
];

/**
 * Edit Contact (spec 001 §2, §5): every field optional and checked when filled; the messages show on Save
 * and a field's message clears as soon as that field is edited. Nothing changed says so without a call.
 * Escape or Cancel closes unless saving.
 */
export function EditContactDialog({ contact, onClose, onSaved }: EditContactDialogProps) {
  const api = useApi();
  const toast = useToast();
  const mobile = useViewport() === 'mobile';
  const titleId = useId();
  const form = useFormik<ContactValues>({
    initialValues: valuesOf(contact),
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => fieldErrors(contactSchema, values),
    onSubmit: async (values) => {
      if (unchanged(contact, values)) {
        toast.error(T.unchanged);
        return;
      }
      try {
        const saved = await updateContact(api, contact, values);
        toast.success(T.updated);
        onSaved(saved);
        onClose();
      } catch (err) {
        toast.error(errorMessage(err instanceof ContactCallRefused ? err.answer : err, T.failed));
      }
    },
  });
  const edit = (name: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // The rule's message goes away while the user corrects the field; Save checks again.
    form.setFieldError(name, undefined);
    void form.setFieldValue(name, event.target.value, false);
  };
  const close = () => {
    if (!form.isSubmitting) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={mobile}>
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id={titleId}>{T.editTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ name, label, type, autoComplete }, index) => (
              <TextField
                key={name}
                name={name}
                label={label}
                type={type}
                value={form.values[name]}
                onChange={edit(name)}
                error={Boolean(form.errors[name])}
                helperText={form.errors[name]}
                autoFocus={index === 0}
                fullWidth
                slotProps={{ htmlInput: { autoComplete, spellCheck: false } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting} color="inherit">
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {T.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { FormDialog } from 'shared-kernel/list-screens';
import { useApi, useToast } from 'shared-kernel/platform';
import { contactSchema, fieldErrors } from 'shared-kernel/validation';
import { ContactCallRefused, updateContact } from '../api/contact-calls';
import { unchanged, valuesOf, type ContactValues } from '../lib/contact-form';
import { CONTACTS_TEXTS as T } from '../texts';

export interface EditContactDialogProps {
  contact: Contact;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}

// Built at render: the labels are the console's language of the moment.
const fields = (): ReadonlyArray<{ name: keyof ContactValues; label: string; type: string; autoComplete: string }> => [
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

  return (
    <FormDialog title={T.editTitle} form={form} onClose={onClose} texts={T}>
      {fields().map(({ name, label, type, autoComplete }, index) => (
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
    </FormDialog>
  );
}

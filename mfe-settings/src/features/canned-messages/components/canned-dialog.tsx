import { TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useCallback } from 'react';
import type { CannedMessage } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { FormDialog } from 'shared-kernel/list-screens';
import { useApi, useSession, useToast } from 'shared-kernel/platform';
import { cannedMessageSchema, fieldErrors } from 'shared-kernel/validation';
import { createCanned, editCanned } from '../api/canned-calls';
import { useCaretInsert } from '../hooks/use-caret-insert';
import { shortcutTaken } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';
import { ContactFormHint } from './contact-form-hint';

export interface CannedDialogProps {
  /** The message being edited; null creates one. */
  item: CannedMessage | null;
  /** The loaded list, to flag a shortcut already in use before the server refuses it. */
  list: readonly CannedMessage[];
  onClose: () => void;
  onSaved: (item: CannedMessage) => void;
}

type Values = { shortCode: string; message: string };

/**
 * Create or edit one canned message (spec 001 §5): both fields required; edit's Save stays disabled
 * while either is empty; create shows the messages on submit. Escape or Cancel closes unless saving.
 */
export function CannedDialog({ item, list, onClose, onSaved }: CannedDialogProps) {
  const api = useApi();
  const toast = useToast();
  const { user } = useSession();
  const editing = item !== null;
  const form = useFormik<Values>({
    initialValues: { shortCode: item?.shortCode ?? '', message: item?.message ?? '' },
    validate: (values) => {
      const errors: Partial<Values> = fieldErrors(cannedMessageSchema, values);
      if (!errors.shortCode && shortcutTaken(list, values.shortCode, item?._id)) errors.shortCode = T.shortcutTaken;
      return errors;
    },
    onSubmit: async (values) => {
      const payload = { shortCode: values.shortCode.trim(), message: values.message.trim() };
      try {
        const saved = item ? await editCanned(api, item, payload) : await createCanned(api, payload);
        // The list shows the creator's name; fall back to ours when the answer has none.
        const named = saved.user?.[0]?.fullName ? saved : { ...saved, user: [{ fullName: user?.fullName ?? '' }] };
        toast.success(item ? T.updated : T.created);
        onSaved(named);
        onClose();
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      }
    },
  });
  const { setFieldValue } = form;
  const setMessage = useCallback((next: string) => void setFieldValue('message', next), [setFieldValue]);
  const caret = useCaretInsert(form.values.message, setMessage);
  const empty = form.values.shortCode.trim() === '' || form.values.message.trim() === '';
  const shown = (name: keyof Values) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

  return (
    <FormDialog
      title={editing ? T.editTitle : T.createTitle}
      form={form}
      onClose={onClose}
      texts={T}
      saveDisabled={editing && empty}
    >
      <TextField
        label={T.shortcut}
        {...form.getFieldProps('shortCode')}
        error={Boolean(shown('shortCode'))}
        helperText={shown('shortCode') ?? T.shortcutHelp}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <TextField
        label={T.message}
        {...form.getFieldProps('message')}
        inputRef={caret.inputRef}
        onFocus={caret.onFocus}
        error={Boolean(shown('message'))}
        helperText={shown('message')}
        multiline
        minRows={4}
        fullWidth
        required
      />
      <ContactFormHint onInsert={() => caret.insert(T.contactFormPlaceholder)} disabled={form.isSubmitting} />
    </FormDialog>
  );
}

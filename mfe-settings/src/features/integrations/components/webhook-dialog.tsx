import { TextField } from 'shared-kernel/mui';
import { FormControlLabel, Switch } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { type WebhookEndpointView, type WebhookSecretAnswer } from 'shared-kernel/integrations';
import { WEBHOOK_EVENTS } from 'shared-kernel/integrations';
import { errorMessage } from 'shared-kernel/http';
import { FormDialog } from 'shared-kernel/list-screens';
import { useApi, useToast } from 'shared-kernel/platform';
import { createWebhook, editWebhook } from '../api/webhook-calls';
import { statusOf } from '../lib/status-of';
import { initialWebhookValues, validateWebhook, webhookPayload, type WebhookValues } from '../lib/webhook-form';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { ChoiceList } from './choice-list';

export interface WebhookDialogProps {
  /** The endpoint being edited; null adds one. */
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
  /** An added endpoint with its secret (the caller shows it, once). */
  onCreated?: (answer: WebhookSecretAnswer) => void;
  onSaved?: (endpoint: WebhookEndpointView) => void;
}

/** Add or edit an endpoint. The server's refusal of the address (400) is shown on the URL field until it changes. */
export function WebhookDialog({ endpoint, onClose, onCreated, onSaved }: WebhookDialogProps) {
  const api = useApi();
  const toast = useToast();
  const notesHelpId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ url: string; message: string } | null>(null);
  const form = useFormik<WebhookValues>({
    initialValues: initialWebhookValues(endpoint),
    validate: validateWebhook,
    onSubmit: async (values) => {
      try {
        if (endpoint) {
          onSaved?.(await editWebhook(api, endpoint.id, webhookPayload(values)));
          toast.success(T.updated);
          onClose();
        } else {
          const answer = await createWebhook(api, webhookPayload(values));
          toast.success(T.added);
          onCreated?.(answer);
        }
      } catch (err) {
        if (statusOf(err) !== 400) return toast.error(errorMessage(err, T.failed));
        setRefused({ url: values.url, message: errorMessage(err, T.failed) });
        urlRef.current?.focus();
      }
    },
  });
  const shown = (name: 'url' | 'description' | 'events') => {
    const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
    // An array field's errors are typed as a list too; validate() only ever sets one message.
    return typeof error === 'string' ? error : undefined;
  };
  const urlError = shown('url') ?? (refused?.url === form.values.url ? refused.message : undefined);

  return (
    <FormDialog title={endpoint ? T.editTitle : T.addEndpoint} form={form} onClose={onClose} texts={{ save: endpoint ? T.save : T.addEndpoint, cancel: T.cancel }}>
      <TextField
        label={T.url}
        {...form.getFieldProps('url')}
        inputRef={urlRef}
        type="url"
        error={Boolean(urlError)}
        helperText={urlError ?? T.urlHelp}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <TextField label={T.description} {...form.getFieldProps('description')} error={Boolean(shown('description'))} helperText={shown('description')} fullWidth />
      <ChoiceList
        legend={T.events}
        options={WEBHOOK_EVENTS}
        labelOf={(event) => T.eventNames[event]}
        value={form.values.events}
        onChange={(events) => void form.setFieldValue('events', events)}
        selectAll={T.selectAll}
        error={shown('events')}
      />
      <div>
        <FormControlLabel
          label={T.includeNotes}
          control={
            <Switch
              checked={form.values.includeNotes}
              onChange={(event) => void form.setFieldValue('includeNotes', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': notesHelpId } }}
            />
          }
        />
        <FormHelperText id={notesHelpId} sx={{ mt: 0 }}>
          {T.includeNotesHelp}
        </FormHelperText>
      </div>
    </FormDialog>
  );
}

import { Button, InputAdornment, Stack, TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { ROUTES, type AutoMessage } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { useNavigate } from 'shared-kernel/routing';
import { createAutoMessage, editAutoMessage } from '../api/auto-message-calls';
import { useDomains } from '../hooks/use-domains';
import { initialValues, toPayload, validateAutoForm, type AutoFormValues } from '../lib/auto-message-form';
import { AUTO_TEXTS as T } from '../texts';
import { DomainSelect } from './domain-select';
import { PageScopeField } from './page-scope-field';

export interface AutoMessageFormProps {
  /** The message being edited; absent creates one. */
  item?: AutoMessage;
}

/**
 * Title, message, domain, where and when. Save stays disabled while title or message is empty
 * (spec 001 §5); the other rules show their messages. Success toasts and goes back to the list.
 */
export function AutoMessageForm({ item }: AutoMessageFormProps) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { domains, loading, failed, noDomainsNotice } = useDomains();
  const form = useFormik<AutoFormValues>({
    initialValues: initialValues(item),
    validate: validateAutoForm,
    onSubmit: async (values) => {
      try {
        const payload = toPayload(values);
        if (item) await editAutoMessage(api, item._id, payload);
        else await createAutoMessage(api, payload);
        toast.success(item ? T.updated : T.created);
        navigate(ROUTES.autoMessages);
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      }
    },
  });
  const { values, setFieldValue, setFieldTouched } = form;

  // A new message for an account with one domain needs no choice.
  useEffect(() => {
    if (!item && values.widgetId === '' && domains.length === 1) void setFieldValue('widgetId', domains[0].id, false);
  }, [item, domains, values.widgetId, setFieldValue]);

  const shown = (name: keyof AutoFormValues) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);
  const empty = values.title.trim() === '' || values.message.trim() === '';
  const busy = form.isSubmitting;

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack spacing={2.5}>
        <TextField
          label={T.fieldTitle}
          {...form.getFieldProps('title')}
          error={Boolean(shown('title'))}
          helperText={shown('title') ?? T.titleHelp}
          required
          fullWidth
          disabled={busy}
        />
        <TextField
          label={T.fieldMessage}
          {...form.getFieldProps('message')}
          error={Boolean(shown('message'))}
          helperText={shown('message') ?? T.messageHelp}
          required
          fullWidth
          multiline
          minRows={3}
          disabled={busy}
        />
        <DomainSelect
          value={values.widgetId}
          onChange={(id) => void setFieldValue('widgetId', id)}
          onBlur={() => void setFieldTouched('widgetId')}
          domains={domains}
          loading={loading}
          failed={failed}
          noDomainsNotice={noDomainsNotice}
          error={shown('widgetId')}
          disabled={busy}
        />
        <PageScopeField
          scope={values.scope}
          pagePath={values.pagePath}
          onScope={(scope) => void setFieldValue('scope', scope)}
          onPathChange={form.handleChange}
          onPathBlur={form.handleBlur}
          error={shown('pagePath')}
          disabled={busy}
        />
        <TextField
          label={item ? T.timerEdit : T.timerCreate}
          {...form.getFieldProps('timer')}
          error={Boolean(shown('timer'))}
          helperText={shown('timer') ?? T.timerHelp}
          required
          disabled={busy}
          sx={{ maxWidth: { sm: 260 } }}
          endAdornment={<InputAdornment position="end">{T.secondsUnit}</InputAdornment>}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(ROUTES.autoMessages)} color="inherit" disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={empty || busy}>
            {busy ? T.saving : T.save}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

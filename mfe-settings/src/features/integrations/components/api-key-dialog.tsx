import EventOutlined from '@mui/icons-material/EventOutlined';
import { InputAdornment, TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { type CreatedApiKey } from 'shared-kernel/integrations';
import { API_KEY_SCOPES } from 'shared-kernel/integrations';
import { errorMessage } from 'shared-kernel/http';
import { FormDialog } from 'shared-kernel/list-screens';
import { useApi, useToast } from 'shared-kernel/platform';
import { createApiKey } from '../api/api-key-calls';
import { apiKeyPayload, initialApiKeyValues, validateApiKey, type ApiKeyValues } from '../lib/api-key-form';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { ChoiceList } from './choice-list';

export interface ApiKeyDialogProps {
  onClose: () => void;
  /** The new key with its secret (the caller shows it, once). */
  onCreated: (created: CreatedApiKey) => void;
}

/** Create an API key: a name, its scopes (the read ones picked) and an optional last day. */
export function ApiKeyDialog({ onClose, onCreated }: ApiKeyDialogProps) {
  const api = useApi();
  const toast = useToast();
  const form = useFormik<ApiKeyValues>({
    initialValues: initialApiKeyValues(),
    validate: validateApiKey,
    onSubmit: async (values) => {
      try {
        const created = await createApiKey(api, apiKeyPayload(values));
        toast.success(T.keyCreated);
        onCreated(created);
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      }
    },
  });
  const shown = (name: keyof ApiKeyValues) => {
    const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
    // An array field's errors are typed as a list too; validate() only ever sets one message.
    return typeof error === 'string' ? error : undefined;
  };

  return (
    <FormDialog title={T.createKey} form={form} onClose={onClose} texts={{ save: T.create, cancel: T.cancel }}>
      <TextField
        label={T.name}
        {...form.getFieldProps('name')}
        error={Boolean(shown('name'))}
        helperText={shown('name')}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <ChoiceList
        legend={T.scopes}
        options={API_KEY_SCOPES}
        value={form.values.scopes}
        onChange={(scopes) => void form.setFieldValue('scopes', scopes)}
        helper={T.scopesHelp}
        error={shown('scopes')}
      />
      <TextField
        label={T.expiresOptional}
        {...form.getFieldProps('expires')}
        type="date"
        error={Boolean(shown('expires'))}
        helperText={shown('expires') ?? T.expiresHelp}
        fullWidth
        // An adornment keeps the label above the browser's own date placeholder.
        startAdornment={
          <InputAdornment position="start">
            <EventOutlined fontSize="small" />
          </InputAdornment>
        }
      />
    </FormDialog>
  );
}

// Integrations, AI assist tab (issue 36): the account's OpenAI-compatible endpoint, its key (write-only),
// "Test connection", the features and the limits, with this month's count.
import { Alert, Box, Button, Stack, TextField, Typography } from 'shared-kernel/mui';
import { FormControlLabel, Switch } from 'shared-kernel/mui-console';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { AiAssistSettingsView, AiTestConnectionAnswer } from 'shared-kernel/ai-assist';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useLoaded, useToast } from 'shared-kernel/platform';
import { LoadFailed, SkeletonList } from 'shared-kernel/ui';
import { fetchAiSettings, saveAiSettings, testAiConnection } from '../api/ai-assist-calls';
import { AI_ASSIST_TEXTS as T } from '../ai-assist-texts';
import { aiAssistPayload, initialAiValues, validateAiAssist, type AiAssistField } from '../lib/ai-assist-form';

const NOT_LOADED = null as AiAssistSettingsView | null;
const load = (api: Parameters<typeof fetchAiSettings>[0], signal: AbortSignal) => fetchAiSettings(api, signal) as Promise<AiAssistSettingsView | null>;

export function AiAssistTab() {
  const loaded = useLoaded(load, NOT_LOADED, T.failed);
  if (loaded.failed) return <LoadFailed text={T.loadFailed} onRetry={loaded.reload} />;
  if (!loaded.value) return <SkeletonList rows={6} />;
  return <AiAssistForm view={loaded.value} onSaved={(view) => loaded.setValue(view)} />;
}

const SWITCHES = ['suggestions', 'rewrite', 'summaries'] as const;

function AiAssistForm({ view, onSaved }: { view: AiAssistSettingsView; onSaved: (view: AiAssistSettingsView) => void }) {
  const api = useApi();
  const toast = useToast();
  const [tested, setTested] = useState<AiTestConnectionAnswer | null>(null);
  const [testing, setTesting] = useState(false);
  const form = useFormik({
    initialValues: initialAiValues(view),
    validate: validateAiAssist,
    enableReinitialize: true,
    onSubmit: async (values) => {
      try {
        onSaved(await saveAiSettings(api, aiAssistPayload(values)));
        toast.success(T.saved);
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      }
    },
  });
  const shown = (name: AiAssistField) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);
  const text = (name: AiAssistField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} {...form.getFieldProps(name)} error={Boolean(shown(name))} helperText={shown(name) ?? (extra.help as string | undefined)} fullWidth {...(extra.props as object)} />
  );
  const test = async () => {
    setTesting(true);
    setTested(null);
    try {
      const { baseUrl, model, apiKey, organization } = aiAssistPayload(form.values);
      setTested(await testAiConnection(api, { baseUrl, model, apiKey, organization }));
    } catch (err) {
      setTested({ ok: false, error: errorMessage(err, T.failed) });
    } finally {
      setTesting(false);
    }
  };
  const toggle = (name: 'enabled' | 'suggestions' | 'rewrite' | 'summaries' | 'includeNotes', label: string) => (
    <FormControlLabel label={label} control={<Switch checked={form.values[name]} onChange={(event) => void form.setFieldValue(name, event.target.checked)} />} />
  );

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {T.intro}
        </Typography>
        {toggle('enabled', T.enabled)}
        {text('baseUrl', T.baseUrl, { help: T.baseUrlHelp, props: { type: 'url', slotProps: { htmlInput: { autoComplete: 'off', spellCheck: false } } } })}
        {text('model', T.model, { props: { slotProps: { htmlInput: { autoComplete: 'off', spellCheck: false } } } })}
        {text('apiKey', T.apiKey, { help: T.apiKeyHelp, props: { value: form.values.apiKey ?? '', type: 'password', slotProps: { htmlInput: { autoComplete: 'new-password' } } } })}
        {text('organization', T.organization)}
        <Box>
          <Button variant="outlined" onClick={() => void test()} disabled={testing || !form.values.baseUrl.trim() || !form.values.model.trim()}>
            {testing ? T.testing : T.testConnection}
          </Button>
        </Box>
        {tested && (
          <Alert severity={tested.ok ? 'success' : 'error'} role="status">
            {tested.ok ? T.modelAnswered(tested.answer ?? '') : tested.error}
          </Alert>
        )}
        <Typography variant="subtitle1" component="h2">
          {T.features}
        </Typography>
        {SWITCHES.map((name) => (
          <Box key={name}>{toggle(name, T[name])}</Box>
        ))}
        <Box>
          {toggle('includeNotes', T.includeNotes)}
          <Typography variant="caption" color="text.secondary" component="p">
            {T.includeNotesHelp}
          </Typography>
        </Box>
        <Typography variant="subtitle1" component="h2">
          {T.limits}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('monthlyCap', T.monthlyCap, { props: { type: 'number', slotProps: { htmlInput: { min: 1, step: 1 } } } })}
          {text('agentPerMinute', T.agentPerMinute, { props: { type: 'number', slotProps: { htmlInput: { min: 1, step: 1 } } } })}
        </Stack>
        <Typography variant="body2">{T.usage(view.usedThisMonth, view.monthlyCap)}</Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {T.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

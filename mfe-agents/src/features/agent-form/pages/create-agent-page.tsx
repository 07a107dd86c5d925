// Add Agent (/create-agent, spec 001 §2, §5, §7, §8): the standalone form with e-mail, full name,
// password and chat limit (issue 27), sent as JSON to POST /users/register. Success toasts and empties the form for the next agent;
// the server's refusal (e.g. the user exists) shows inline under the form.
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from 'shared-kernel/mui';
import { Breadcrumbs } from 'shared-kernel/mui-console';
import { useFormik } from 'formik';
import { useState } from 'react';
import { ROUTES, canSeeAgents } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useSession, useToast } from 'shared-kernel/platform';
import { Link as RouterLink } from 'shared-kernel/routing';
import { agentSchema, fieldErrors, type AgentForm } from 'shared-kernel/validation';
import { StaffCallRefused } from '../../../api/staff-calls';
import { registerAgent } from '../api/agent-form-calls';
import { ChatLimitField } from '../components/chat-limit-field';
import { PasswordField } from '../components/password-field';
import { registerPayload } from '../lib/agent-payload';
import { shownError } from '../lib/form-errors';
import { AGENT_FORM_TEXTS as T } from '../texts';

/** The shared agent schema's fields, and the chat limit ('' for no limit). */
type RegisterValues = AgentForm & { chatLimit: string };

const EMPTY: RegisterValues = { email: '', fullName: '', password: '', chatLimit: '' };

function RegisterForm() {
  const api = useApi();
  const toast = useToast();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useFormik<RegisterValues>({
    initialValues: EMPTY,
    validate: (values) => fieldErrors(agentSchema, values),
    onSubmit: async (values, helpers) => {
      setServerMessage(null);
      try {
        await registerAgent(api, registerPayload(values));
        toast.success(T.registered);
        helpers.resetForm();
      } catch (err) {
        setServerMessage(errorMessage(err instanceof StaffCallRefused ? err.answer : err, T.failed));
      }
    },
  });
  const field = (name: keyof AgentForm) => {
    const error = shownError(form, name);
    return { ...form.getFieldProps(name), error: Boolean(error), helperText: error, fullWidth: true, required: true, disabled: form.isSubmitting };
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.pageTitle}>
      <Stack spacing={2}>
        <TextField {...field('email')} type="email" label={T.email} slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }} />
        <TextField {...field('fullName')} label={T.fullName} slotProps={{ htmlInput: { autoComplete: 'off' } }} />
        <PasswordField {...field('password')} label={T.password} slotProps={{ htmlInput: { autoComplete: 'new-password' } }} />
        <ChatLimitField value={form.values.chatLimit} onChange={(limit) => void form.setFieldValue('chatLimit', limit)} disabled={form.isSubmitting} />
        <Box>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {T.submit}
          </Button>
        </Box>
        {serverMessage && (
          <Alert severity="error" role="alert">
            {serverMessage}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

export default function CreateAgentPage() {
  const { user } = useSession();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Breadcrumbs aria-label={T.breadcrumb} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={ROUTES.manageAgents} underline="hover" color="inherit">
          {T.manageAgents}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {T.pageTitle}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {T.pageTitle}
      </Typography>
      {canSeeAgents(user) ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {T.pageIntro}
          </Typography>
          <RegisterForm />
        </Paper>
      ) : (
        <Alert severity="info">{T.noAccess}</Alert>
      )}
    </Box>
  );
}

// Forgot password (spec 001 §2, §8): Send is disabled while the email is empty or a request runs;
// after a sent link it reads 'Send Reset Link Again'. Outcomes: sent (blue toast), a 400 with the
// server's message, anything else 'This Email is not registered with us' (red toasts).
import { Box, Button, Stack, TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { forgotPasswordSchema } from 'shared-kernel/validation';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { AuthCard } from '../../../components/auth-card';
import { fieldProps } from '../../../lib/form-field';
import { httpStatus } from '../../../lib/http-status';
import { requestResetLink } from '../api/password-reset';

const T = SIGNED_OUT_TEXTS.forgot;

export function ForgotPasswordPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [sentOnce, setSentOnce] = useState(false);

  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      try {
        await requestResetLink(api, email);
        setSentOnce(true);
        toast.success(T.sent);
      } catch (err) {
        toast.error(httpStatus(err) === 400 ? errorMessage(err, SIGNED_OUT_TEXTS.genericError) : T.notRegistered);
      }
    },
  });

  return (
    <AuthCard title={T.title}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
        <Stack spacing={2}>
          <TextField {...fieldProps(form, 'email')} type="email" label={T.email} autoComplete="email" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => navigate(ROUTES.login)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={form.values.email.trim() === '' || form.isSubmitting}>
              {sentOnce ? T.sendAgain : T.send}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </AuthCard>
  );
}

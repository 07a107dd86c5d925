// Reset password from the mailed link /users/reset-password/new?token=…&email=… (spec 001 §2, §5, §8):
// email prefilled, Reset Password disabled until both passwords are filled; success toast and
// /login after 3 s; failure shows the server's message or 'Something went wrong'.
import { Box, Button, Stack, TextField } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'shared-kernel/routing';
import { LIMITS, ROUTES } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { resetPasswordSchema } from 'shared-kernel/validation';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { AuthCard } from '../../../components/auth-card';
import { fieldProps } from '../../../lib/form-field';
import { setNewPassword } from '../api/password-reset';

const T = SIGNED_OUT_TEXTS.reset;

export function ResetPasswordPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const form = useFormik({
    initialValues: { email: search.get('email') ?? '', password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      try {
        const answer = await setNewPassword(api, { ...values, token });
        setDone(true);
        toast.success(answer?.message || T.done);
        redirect.current = setTimeout(() => navigate(ROUTES.login, { replace: true }), LIMITS.RESET_SUCCESS_REDIRECT_MS);
      } catch (err) {
        toast.error(errorMessage(err, SIGNED_OUT_TEXTS.genericError));
      }
    },
  });

  const incomplete = form.values.password === '' || form.values.confirmPassword === '';

  return (
    <AuthCard title={T.title}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
        <Stack spacing={2}>
          <TextField {...fieldProps(form, 'email')} type="email" label={T.email} autoComplete="email" />
          <TextField {...fieldProps(form, 'password')} type="password" label={T.password} autoComplete="new-password" />
          <TextField {...fieldProps(form, 'confirmPassword')} type="password" label={T.confirmPassword} autoComplete="new-password" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => navigate(ROUTES.login)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={incomplete || form.isSubmitting || done}>
              {T.submit}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </AuthCard>
  );
}

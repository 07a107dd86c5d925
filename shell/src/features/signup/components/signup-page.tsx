// Sign up (spec 001 §2, §5, §8): the shared signupSchema with its messages, the confirmation flagged
// live once it is as long as the password, Sign Up disabled until the required fields are filled,
// the server's message (with a Forgot password hint for a taken email), then /email-verify.
import { Alert, Box, Button, Link, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';
import { MESSAGES, confirmMismatchLive, signupSchema } from 'shared-kernel/validation';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { AuthCard } from '../../../components/auth-card';
import { fieldProps } from '../../../lib/form-field';
import { signup, type SignupValues } from '../api/signup';

const T = SIGNED_OUT_TEXTS.signup;
const REQUIRED: (keyof SignupValues)[] = ['email', 'password', 'fullName', 'confirmPassword', 'your_website'];
const EMPTY: SignupValues = { fullName: '', email: '', password: '', confirmPassword: '', phoneNumber: '', your_website: '' };

export function SignupPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const form = useFormik<SignupValues>({
    initialValues: EMPTY,
    validationSchema: signupSchema,
    onSubmit: async (values) => {
      setServerMessage(null);
      try {
        await signup(api, values);
        navigate(ROUTES.emailVerify, { replace: true });
      } catch (err) {
        setServerMessage(errorMessage(err, SIGNED_OUT_TEXTS.genericError));
      }
    },
  });

  const { password, confirmPassword } = form.values;
  const mismatch = confirmMismatchLive(password, confirmPassword) ? MESSAGES.passwordMismatch : undefined;
  const incomplete = REQUIRED.some((name) => form.values[name].trim() === '');

  return (
    <AuthCard title={T.title}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
        <Stack spacing={2}>
          <TextField {...fieldProps(form, 'fullName')} label={T.fullName} autoComplete="name" />
          <TextField {...fieldProps(form, 'email')} type="email" label={T.email} autoComplete="email" />
          <TextField {...fieldProps(form, 'password')} type="password" label={T.password} autoComplete="new-password" />
          <TextField
            {...fieldProps(form, 'confirmPassword', mismatch)}
            type="password"
            label={T.confirmPassword}
            autoComplete="new-password"
          />
          <TextField {...fieldProps(form, 'phoneNumber')} type="tel" label={T.phone} autoComplete="tel" />
          <TextField {...fieldProps(form, 'your_website')} type="url" label={T.website} autoComplete="url" />
          <Button type="submit" variant="contained" size="large" disabled={incomplete || form.isSubmitting}>
            {T.submit}
          </Button>
          {serverMessage && (
            <Alert severity="error" role="alert">
              {serverMessage}
              {serverMessage.includes(T.alreadyExists) && (
                <>
                  {' '}
                  <Link component={RouterLink} to={ROUTES.forgotPassword}>
                    {T.resetHint}
                  </Link>
                </>
              )}
            </Alert>
          )}
          <Typography variant="body2">
            {T.haveAccount}{' '}
            <Link component={RouterLink} to={ROUTES.login}>
              {T.login}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}

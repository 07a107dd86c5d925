// Login (spec 001 §2, §5): submit checks email and password (loginSchema's rules, without yup or formik:
// the login screen is every user's first download) and sends nothing until both pass; the server's
// message under the form; afterwards back to the saved path, the remembered origin, or /dashboard (a
// saved path or origin only when it is a screen the user may open). Someone already signed in goes
// straight to /dashboard.
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useSession } from 'shared-kernel/platform';
import { signInErrors, type SignInFields } from 'shared-kernel/rules';
import { SignedInConsole } from '../../../app/lazy-pages';
import { SIGNED_OUT_TEXTS } from '../texts';
import type { LoginRedirectState } from './require-session';
import { consumeDeliberateSignOut } from '../../../lib/sign-out-intent';
import { safeReturnPath } from '../lib/return-path';

const T = SIGNED_OUT_TEXTS.login;

function originOf(state: unknown): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from?.pathname || from.pathname === ROUTES.login) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const api = useApi();
  const { user, tokens, session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // Set once this screen signs in, so the "already signed in" redirect does not race our own.
  const signedInHere = useRef(false);

  const [values, setValues] = useState<SignInFields>({ email: '', password: '' });
  // Messages show from the first submit on, and follow the fields as they are corrected.
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = submitted ? signInErrors(values) : {};

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (submitting || Object.keys(signInErrors(values)).length > 0) return;
    setServerMessage(null);
    setSubmitting(true);
    // The console frame downloads while the credentials are checked.
    void SignedInConsole.preload();
    try {
      const { accessToken, refreshToken, ...account } = await api.call('signin', {
        email: values.email.trim(),
        password: values.password,
      });
      const target = safeReturnPath(account, session.getSavedPath()) ?? safeReturnPath(account, originOf(location.state)) ?? ROUTES.dashboard;
      session.setSavedPath(null);
      signedInHere.current = true;
      // A sign-out mark the guard never read must not swallow a later redirect's origin.
      consumeDeliberateSignOut();
      session.setSession(account, { accessToken, refreshToken });
      navigate(target, { replace: true });
    } catch (err) {
      setServerMessage(errorMessage(err, SIGNED_OUT_TEXTS.genericError));
      setSubmitting(false);
    }
  };

  const field = (name: keyof SignInFields) => ({
    id: `field-${name}`,
    name,
    value: values[name],
    onChange: change,
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  if (user && tokens && !signedInHere.current) return <Navigate to={ROUTES.dashboard} replace />;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {T.title}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label={T.title}>
          <Stack spacing={2}>
            <TextField {...field('email')} type="email" label={T.email} autoComplete="email" />
            <TextField {...field('password')} type="password" label={T.password} autoComplete="current-password" />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {T.submit}
            </Button>
            {serverMessage && (
              <Alert severity="error" role="alert">
                {serverMessage}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link component={RouterLink} to={ROUTES.forgotPassword}>
                {T.forgotPassword}
              </Link>
              <Typography variant="body2">
                {T.noAccount}{' '}
                <Link component={RouterLink} to={ROUTES.signup}>
                  {T.signup}
                </Link>
              </Typography>
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}

import { Box, Button, Paper, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-kernel/http';
import { usePlatform } from 'shared-kernel/platform';
import { UI_TEXTS } from 'shared-kernel/ui';

const TEXT = UI_TEXTS.standalone;

/** The harness's own minimal sign-in (the shell has the full login screen). */
export function SignInForm({ title }: { title: string }) {
  const { api, session, bus } = usePlatform();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { accessToken, refreshToken, ...user } = await api.call('signin', { email: email.trim(), password });
      session.setSession(user, { accessToken, refreshToken });
      bus.connect();
    } catch (err) {
      setError(errorMessage(err, TEXT.signInFailed));
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Stack spacing={2}>
          <Typography variant="overline">{title}</Typography>
          <Typography variant="h5" component="h1">
            {TEXT.signInTitle}
          </Typography>
          <TextField label={TEXT.email} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <TextField
            label={TEXT.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={busy || !email || !password}>
            {TEXT.signIn}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

// /email-verify without an id: where sign-up lands (spec 001 §2 "Registration successful").
import { Stack, Typography } from 'shared-kernel/mui';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { AuthCard } from '../../../components/auth-card';
import { GoToLoginButton } from './go-to-login-button';

export function RegistrationSuccessfulPage() {
  return (
    <AuthCard title={SIGNED_OUT_TEXTS.registered.title}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography>{SIGNED_OUT_TEXTS.registered.body}</Typography>
        <GoToLoginButton />
      </Stack>
    </AuthCard>
  );
}

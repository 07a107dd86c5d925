// /email-verify/:id?code=NNNN, the mailed link: verifies once on load. A link without a code
// goes to the code entry of the same user.
import { Alert, Stack } from 'shared-kernel/mui';
import { useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { AuthCard } from '../../../components/auth-card';
import { useVerification } from '../hooks/use-verification';
import { GoToLoginButton } from './go-to-login-button';
import { VerifyProgress } from './verify-progress';
import { VerifySuccess } from './verify-success';

export function VerifyEmailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { phase, message, verify } = useVerification({ redirectOnFailure: true });
  // Codes are single-use: never send the same one twice (e.g. a second effect run).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${id}:${code}`;
    if (!id || !code || sent.current === key) return;
    sent.current = key;
    void verify(id, code);
  }, [id, code, verify]);

  if (!code) return <Navigate to={`${ROUTES.activatePrefix}${encodeURIComponent(id)}`} replace />;

  return (
    <AuthCard title={SIGNED_OUT_TEXTS.verify.title}>
      {(phase === 'idle' || phase === 'running' || phase === 'verified') && <VerifyProgress />}
      {phase === 'success' && <VerifySuccess />}
      {phase === 'failed' && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {message}
            <br />
            {SIGNED_OUT_TEXTS.verify.failure}
          </Alert>
          <GoToLoginButton />
        </Stack>
      )}
    </AuthCard>
  );
}

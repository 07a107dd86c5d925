// /auth/activate/<userId>: the 4-digit code from the mail typed by hand (verifyOtpSchema). A refused
// code shows the server's message and the form stays; success behaves like the mailed link.
import { Alert, Box, Button, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useParams, useSearchParams } from 'shared-kernel/routing';
import { LIMITS } from 'shared-kernel/contracts';
import { NotFoundPage } from 'shared-kernel/ui';
import { verifyOtpSchema } from 'shared-kernel/validation';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { AuthCard } from '../../../components/auth-card';
import { fieldProps } from '../../../lib/form-field';
import { useVerification } from '../hooks/use-verification';
import { VerifyProgress } from './verify-progress';
import { VerifySuccess } from './verify-success';

const T = SIGNED_OUT_TEXTS.activate;

export function ActivateAccountPage() {
  const id = (useParams()['*'] ?? '').split('/')[0];
  const [search] = useSearchParams();
  const { phase, message, verify } = useVerification({ redirectOnFailure: false });

  const form = useFormik({
    initialValues: { otp: search.get('code') ?? '', id },
    validationSchema: verifyOtpSchema,
    onSubmit: (values) => verify(values.id, values.otp),
  });

  // Without a user id there is nothing to activate.
  if (!id) return <NotFoundPage signedIn={false} />;
  if (phase === 'verified' || phase === 'success')
    return <AuthCard title={T.title}>{phase === 'success' ? <VerifySuccess /> : <VerifyProgress />}</AuthCard>;

  return (
    <AuthCard title={T.title}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
        <Stack spacing={2}>
          <Typography>{T.intro}</Typography>
          <TextField
            {...fieldProps(form, 'otp')}
            label={T.code}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.ACTIVATION_CODE_LENGTH } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={phase === 'running' || form.values.otp.trim() === ''}>
            {T.submit}
          </Button>
          {phase === 'failed' && message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
        </Stack>
      </Box>
    </AuthCard>
  );
}

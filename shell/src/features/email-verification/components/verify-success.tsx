import { Alert } from 'shared-kernel/mui';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';

export function VerifySuccess() {
  return (
    <Alert severity="success" role="status">
      {SIGNED_OUT_TEXTS.verify.success}
    </Alert>
  );
}

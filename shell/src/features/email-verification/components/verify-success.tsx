import { Alert } from 'shared-kernel/mui';
import { TEXTS } from '../../../app/texts';

export function VerifySuccess() {
  return (
    <Alert severity="success" role="status">
      {TEXTS.verify.success}
    </Alert>
  );
}

import { Button } from 'shared-kernel/mui';
import { useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';

export function GoToLoginButton() {
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => navigate(ROUTES.login)}>
      {SIGNED_OUT_TEXTS.verify.goToLogin}
    </Button>
  );
}

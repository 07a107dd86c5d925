import { Button } from 'shared-kernel/mui';
import { useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { TEXTS } from '../../../app/texts';

export function GoToLoginButton() {
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => navigate(ROUTES.login)}>
      {TEXTS.verify.goToLogin}
    </Button>
  );
}

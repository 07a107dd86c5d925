import { Button, type ButtonProps } from 'shared-kernel/mui';
import { useInRouterContext, useNavigate } from 'shared-kernel/routing';

export interface NavButtonProps extends Omit<ButtonProps, 'onClick' | 'href'> {
  to: string;
}

/** A button that goes to `to`: through react-router inside a router, else by loading the page. */
export function NavButton({ to, ...props }: NavButtonProps) {
  return useInRouterContext() ? <RouterNavButton to={to} {...props} /> : <Button {...props} onClick={() => window.location.assign(to)} />;
}

function RouterNavButton({ to, ...props }: NavButtonProps) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}

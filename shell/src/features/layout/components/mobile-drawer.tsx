// Mobile and tablet (≤ 1024 px): the same menu in a drawer, plus My Account, Change Password, Log Out.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Box, Divider, Typography } from 'shared-kernel/mui';
import { Drawer, List, ListItemButton, ListItemIcon, ListItemText } from 'shared-kernel/mui-console';
import { Link as RouterLink, useLocation } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { TEXTS } from '../../../app/texts';
import { NavList } from './nav-list';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

export function MobileDrawer({ open, onClose, onLogout }: MobileDrawerProps) {
  const { pathname } = useLocation();
  const account = [
    { label: TEXTS.nav.myAccount, path: ROUTES.profile, Icon: AccountCircleOutlined },
    { label: TEXTS.nav.changePassword, path: ROUTES.changePassword, Icon: LockOutlined },
  ];
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Typography variant="h6" component="p" sx={{ px: 2, py: 2, fontWeight: 700 }}>
        {TEXTS.appTitle}
      </Typography>
      <Divider />
      <Box component="nav" aria-label={TEXTS.nav.label}>
        <NavList onNavigate={onClose} />
        <Divider />
        <List component="ul" sx={{ py: 0 }}>
          {account.map(({ label, path, Icon }) => (
            <li key={path}>
              <ListItemButton
                component={RouterLink}
                to={path}
                selected={pathname === path}
                aria-current={pathname === path ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                  <Icon fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </li>
          ))}
          <li>
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                <LogoutOutlined fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={TEXTS.nav.logOut} />
            </ListItemButton>
          </li>
        </List>
      </Box>
    </Drawer>
  );
}

// Header: menu button on mobile/tablet, the user's online state (read-only until the toggle lands),
// and the profile menu (My Account, Change Password, Logout).
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, Chip, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, roleLabel } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';

interface AppHeaderProps {
  compact: boolean;
  onOpenMenu: () => void;
  onLogout: () => void;
}

function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return parts.slice(0, 2).map((p) => p[0]?.toUpperCase() ?? '').join('') || '?';
}

export function AppHeader({ compact, onOpenMenu, onLogout }: AppHeaderProps) {
  const { user, isOnline } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: 64 }}>
        {compact && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={TEXTS.nav.openMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {compact && (
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {TEXTS.appTitle}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          size="small"
          color={isOnline ? 'success' : 'default'}
          label={isOnline ? TEXTS.header.online : TEXTS.header.offline}
          aria-label={`${TEXTS.header.status}: ${isOnline ? TEXTS.header.online : TEXTS.header.offline}`}
        />
        <IconButton
          id={buttonId}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          aria-label={TEXTS.header.profileMenu}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
        >
          <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initials(user?.fullName)}</Avatar>
        </IconButton>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {user && (
            <Box sx={{ px: 2, py: 1 }} aria-hidden>
              <Typography variant="subtitle2">{user.fullName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {roleLabel(user)}
              </Typography>
            </Box>
          )}
          <MenuItem onClick={() => go(ROUTES.profile)}>{TEXTS.header.myAccount}</MenuItem>
          <MenuItem onClick={() => go(ROUTES.changePassword)}>{TEXTS.header.changePassword}</MenuItem>
          <MenuItem
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {TEXTS.header.logout}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}

// Header: menu button on mobile/tablet, the command palette's button (issue 38), the super admin's client selector, the availability toggle,
// the Mentions entry, and the profile menu (My Account, Change Password, Logout) behind the user's photo.
import MenuIcon from '@mui/icons-material/Menu';
import { Box, IconButton, Typography } from 'shared-kernel/mui';
import { AppBar, Avatar, Menu, MenuItem, Toolbar } from 'shared-kernel/mui-console';
import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'shared-kernel/routing';
import { ROUTES, profilePhotoUrl, roleLabel } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { AvailabilityToggle } from '../../availability/components/availability-toggle';
import { ClientSelector } from '../../client-switch/components/client-selector';
import { MentionsButton } from '../../mentions/components/mentions-button';
import { PaletteButton } from '../../command-palette/components/palette-button';

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
  const { user } = useSession();
  const photo = profilePhotoUrl(user?.profilePhoto);
  // A photo replaces the initials on screen.
  const shownInitials = photo ? '' : initials(user?.fullName);
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
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 64, px: { xs: 1, sm: 2 } }}>
        {compact && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={TEXTS.nav.openMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {compact && (
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
            {TEXTS.appTitle}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <PaletteButton />
        <ClientSelector />
        <AvailabilityToggle />
        <MentionsButton />
        <IconButton
          id={buttonId}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          // The initials shown are part of the name (WCAG 2.5.3, label in name).
          aria-label={shownInitials ? TEXTS.header.profileMenuOf(shownInitials) : TEXTS.header.profileMenu}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
        >
          <Avatar src={photo ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
            {shownInitials}
          </Avatar>
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
                {TEXTS.roles[roleLabel(user)]}
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

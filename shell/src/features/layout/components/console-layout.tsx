// The signed-in frame: sidebar (desktop) or drawer (≤ 1024 px), header, offline banner, the routed
// page, the logout modal and the areas' always-mounted parts.
import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useViewport } from 'shared-kernel/platform';
import { useLogout } from '../hooks/use-logout';
import { AppHeader } from './app-header';
import { LogoutDialog } from './logout-dialog';
import { MobileDrawer } from './mobile-drawer';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';

export function ConsoleLayout({ extras }: { extras?: ReactNode }) {
  const compact = useViewport() !== 'desktop';
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {!compact && <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader compact={compact} onOpenMenu={() => setDrawerOpen(true)} onLogout={logout.request} />
        <OfflineBanner />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
      {compact && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogout={logout.request} />}
      <LogoutDialog open={logout.open} busy={logout.busy} onCancel={logout.cancel} onConfirm={() => void logout.confirm()} />
      {extras}
    </Box>
  );
}

// The signed-in frame: sidebar (desktop) or drawer (≤ 1024 px), header, offline banner, the routed
// page (greyed while the user is offline, except for client accounts), the logout modal, the
// account watch and the areas' always-mounted parts.
import { Box } from 'shared-kernel/mui';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'shared-kernel/routing';
import { isClientRole } from 'shared-kernel/contracts';
import { useSession, useViewport } from 'shared-kernel/platform';
import { AccountWatch } from '../../auth/components/account-watch';
import { EscalationBadgeContext } from '../../escalations/components/escalation-badge-context';
import { useEscalationBadge } from '../../escalations/hooks/use-escalation-badge';
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
  const { user, isOnline } = useSession();
  const greyed = !isOnline && !isClientRole(user);
  // Heard here, whichever page is open, so the sidebar and the drawer show the same count.
  const unseenEscalations = useEscalationBadge();

  return (
    <EscalationBadgeContext.Provider value={unseenEscalations}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        {!compact && <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppHeader compact={compact} onOpenMenu={() => setDrawerOpen(true)} onLogout={logout.request} />
          <OfflineBanner />
          <Box
            component="main"
            data-greyed={greyed ? 'true' : undefined}
            sx={{ flex: 1, minWidth: 0, transition: 'filter 200ms ease', ...(greyed && { filter: 'grayscale(1)', opacity: 0.6 }) }}
          >
            <Outlet />
          </Box>
        </Box>
        {compact && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogout={logout.request} />}
        <LogoutDialog open={logout.open} busy={logout.busy} onCancel={logout.cancel} onConfirm={() => void logout.confirm()} />
        <AccountWatch />
        {extras}
      </Box>
    </EscalationBadgeContext.Provider>
  );
}

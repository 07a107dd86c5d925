// Desktop sidebar: collapsible, with a toggle that says what it will do and whether it is expanded.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Divider, IconButton, Typography } from 'shared-kernel/mui';
import { useId } from 'react';
import { TEXTS } from '../../../app/texts';
import { NavList } from './nav-list';

export const SIDEBAR_WIDTH = { expanded: 232, collapsed: 64 } as const;

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const navId = useId();
  return (
    <Box
      component="aside"
      sx={{
        width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
        flexShrink: 0,
        transition: 'width 150ms ease',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minHeight: '100vh',
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        overflowX: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', px: 1, minHeight: 64 }}>
        {!collapsed && (
          <Typography variant="h6" component="p" sx={{ pl: 1, fontWeight: 700 }}>
            {TEXTS.appTitle}
          </Typography>
        )}
        <IconButton
          onClick={onToggle}
          aria-label={collapsed ? TEXTS.nav.expand : TEXTS.nav.collapse}
          aria-expanded={!collapsed}
          aria-controls={navId}
        >
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" id={navId} aria-label={TEXTS.nav.label}>
        <NavList collapsed={collapsed} />
      </Box>
    </Box>
  );
}

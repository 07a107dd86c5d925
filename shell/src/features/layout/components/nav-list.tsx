// The role-filtered menu (spec 000 §2), shared by the desktop sidebar and the mobile drawer: an entry
// is shown when the route table lets the user's role open it (the route guard reads the same table).
// The entry matching the current path carries aria-current="page" and the selected style.
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from 'shared-kernel/mui-console';
import { Link as RouterLink, canOpenRoute, useLocation } from 'shared-kernel/routing';
import { SIDEBAR_ENTRIES, activeSidebarEntry } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { NavIcon } from './nav-icons';
import { useNavIntent } from './nav-intent';

export function NavList({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const entries = SIDEBAR_ENTRIES.filter((entry) => canOpenRoute(user, entry.path));
  const active = activeSidebarEntry(pathname, entries);
  const intent = useNavIntent();
  return (
    <List component="ul" sx={{ py: 0 }}>
      {entries.map((entry) => {
        const current = entry === active;
        const item = (
          <ListItemButton
            component={RouterLink}
            to={entry.path}
            selected={current}
            aria-current={current ? 'page' : undefined}
            aria-label={collapsed ? entry.label : undefined}
            onClick={onNavigate}
            onMouseEnter={() => intent(entry.path)}
            onFocus={() => intent(entry.path)}
            sx={{ minHeight: 44, px: collapsed ? 2.5 : 2, justifyContent: collapsed ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
              <NavIcon path={entry.path} />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={entry.label} />}
          </ListItemButton>
        );
        return (
          <li key={entry.path}>
            {collapsed ? (
              <Tooltip title={entry.label} placement="right">
                {item}
              </Tooltip>
            ) : (
              item
            )}
          </li>
        );
      })}
    </List>
  );
}

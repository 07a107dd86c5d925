// The role-filtered menu (spec 000 §2), shared by the desktop sidebar and the mobile drawer: an entry
// is shown when the route table lets the user's role open it (the route guard reads the same table).
// The entry matching the current path carries aria-current="page" and the selected style.
import { Badge, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from 'shared-kernel/mui-console';
import { Link as RouterLink, canOpenRoute, useLocation } from 'shared-kernel/routing';
import { ROUTES, SIDEBAR_ENTRIES, activeSidebarEntry, type SidebarEntry } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { useUnseenEscalations } from '../../escalations/components/escalation-badge-context';
import { TEXTS } from '../../../app/texts';
import { ESCALATION_BADGE_TEXTS } from '../../escalations/texts';
import { NavIcon } from './nav-icons';
import { useNavIntent } from './nav-intent';

// MUI's warning orange takes white text at 3:1; dark text reads at 6.7:1.
const WARNING_TEXT = { '& .MuiBadge-badge': { color: 'common.black' } } as const;

/** An entry's name in the console's language. */
const labelOf = (entry: SidebarEntry): string => (TEXTS.sidebar as Readonly<Record<string, string>>)[entry.path] ?? entry.label;

export function NavList({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const entries = SIDEBAR_ENTRIES.filter((entry) => canOpenRoute(user, entry.path));
  const active = activeSidebarEntry(pathname, entries);
  const intent = useNavIntent();
  const escalations = useUnseenEscalations();
  return (
    <List component="ul" sx={{ py: 0 }}>
      {entries.map((entry) => {
        const current = entry === active;
        const label = labelOf(entry);
        // Issue 27: Active Chats counts the escalations not yet seen; the number is part of the entry's name.
        const badge = entry.path === ROUTES.activeChats ? escalations : 0;
        const name = badge > 0 || collapsed ? ESCALATION_BADGE_TEXTS.entry(label, badge) : undefined;
        const item = (
          <ListItemButton
            component={RouterLink}
            to={entry.path}
            selected={current}
            aria-current={current ? 'page' : undefined}
            aria-label={name}
            onClick={onNavigate}
            onMouseEnter={() => intent(entry.path)}
            onFocus={() => intent(entry.path)}
            sx={{ minHeight: 44, px: collapsed ? 2.5 : 2, justifyContent: collapsed ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
              {/* No badge text at all while nothing is unseen: a hidden "0" would still be part of the text. */}
              <Badge badgeContent={badge > 0 ? badge : null} color="warning" max={99} sx={WARNING_TEXT}>
                <NavIcon path={entry.path} />
              </Badge>
            </ListItemIcon>
            {!collapsed && <ListItemText primary={label} />}
          </ListItemButton>
        );
        return (
          <li key={entry.path}>
            {collapsed ? (
              <Tooltip title={label} placement="right">
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

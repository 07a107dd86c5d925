import { IconButton } from 'shared-kernel/mui';
import { ListItemIcon, ListItemText, Menu, MenuItem } from 'shared-kernel/mui-console';
import MoreVert from '@mui/icons-material/MoreVert';
import { useId, useState, type ReactNode } from 'react';

export interface MenuAction {
  key: string;
  text: string;
  icon?: ReactNode;
  /** Shown in the error colour (delete, deactivate). */
  danger?: boolean;
  onSelect: () => void;
}

export interface ActionsMenuProps {
  /** The three-dot button's name, naming the row ('Actions for Ann Lee'). */
  label: string;
  actions: readonly MenuAction[];
}

/** The three-dot menu of a card (phones and tablets): the menu closes, then the chosen action runs. */
export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            onClick={() => {
              close();
              action.onSelect();
            }}
            sx={action.danger ? { color: 'error.dark' } : undefined}
          >
            {action.icon ? (
              <>
                <ListItemIcon sx={{ color: 'inherit' }}>{action.icon}</ListItemIcon>
                <ListItemText>{action.text}</ListItemText>
              </>
            ) : (
              action.text
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import { IconButton } from 'shared-kernel/mui';
import { ListItemIcon, ListItemText, Menu, MenuItem } from 'shared-kernel/mui-console';
import MoreVert from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import type { AgentAction } from '../lib/agent-rules';
import { agentName } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';
import { ACTION_META, type OnAgentAction } from './action-meta';

/** The three-dot menu of an agent card (phones and tablets). */
export function AgentCardMenu({ agent, actions, onAction }: { agent: Agent; actions: readonly AgentAction[]; onAction: OnAgentAction }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={T.menuLabel(agentName(agent))}
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
            key={action}
            onClick={() => {
              close();
              onAction(action, agent);
            }}
            sx={ACTION_META[action].danger ? { color: 'error.dark' } : undefined}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{ACTION_META[action].icon}</ListItemIcon>
            <ListItemText>{ACTION_META[action].text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

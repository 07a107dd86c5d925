import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { allowedActions, editsChatLimit, editsDepartments, isSelf } from '../lib/agent-rules';
import { roleText } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';
import type { AgentListProps } from './agent-list-props';
import { AgentIdentity } from './agent-identity';
import { AgentRowActions } from './agent-row-actions';
import { ChatLimitCell } from './chat-limit-cell';
import { DepartmentsCell } from './departments-cell';
import { OnlineStatus } from './online-status';
import { ShiftList } from './shift-list';

/** Desktop: Name, Email, Role, Departments, Shifts, Status, Chat limit, Actions. */
export function AgentsTable({ items, viewer, departments, onAction, onDepartmentsChanged, onChatLimitChanged }: AgentListProps) {
  return (
    <TableContainer>
      <Table aria-label={T.listLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{T.name}</TableCell>
            <TableCell>{T.email}</TableCell>
            <TableCell>{T.role}</TableCell>
            <TableCell sx={{ width: 240 }}>{T.departments}</TableCell>
            <TableCell>{T.shifts}</TableCell>
            <TableCell>{T.status}</TableCell>
            <TableCell>{T.chatLimit}</TableCell>
            <TableCell sx={{ width: 176 }}>{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((agent) => (
            <TableRow key={agent._id} hover>
              <TableCell>
                <AgentIdentity agent={agent} self={isSelf(viewer, agent)} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{agent.email}</TableCell>
              <TableCell>{roleText(agent)}</TableCell>
              <TableCell>
                <DepartmentsCell agent={agent} options={departments} editable={editsDepartments(viewer, agent)} onChanged={onDepartmentsChanged} />
              </TableCell>
              <TableCell>
                <ShiftList shifts={agent.shifts} />
              </TableCell>
              <TableCell>
                <OnlineStatus online={agent.isOnline} />
              </TableCell>
              <TableCell>
                <ChatLimitCell agent={agent} editable={editsChatLimit(viewer, agent)} onChanged={onChatLimitChanged} />
              </TableCell>
              <TableCell>
                <AgentRowActions agent={agent} actions={allowedActions(viewer, agent)} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

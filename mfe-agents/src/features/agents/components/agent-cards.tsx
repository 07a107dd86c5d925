import { Box, Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import type { ReactNode } from 'react';
import { useViewport } from 'shared-kernel/platform';
import { allowedActions, editsChatLimit, editsDepartments, isSelf } from '../lib/agent-rules';
import { roleText } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';
import { AgentCardMenu } from './agent-card-menu';
import type { AgentListProps } from './agent-list-props';
import { AgentIdentity } from './agent-identity';
import { ChatLimitCell } from './chat-limit-cell';
import { DepartmentsCell } from './departments-cell';
import { OnlineStatus } from './online-status';
import { ShiftList } from './shift-list';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1, alignItems: 'center', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** Phones (one column) and tablets (two): one card per agent, its actions in a ⋮ menu. */
export function AgentCards({ items, viewer, departments, onAction, onDepartmentsChanged, onChatLimitChanged }: AgentListProps) {
  const columns = useViewport() === 'mobile' ? '1fr' : 'repeat(2, minmax(0, 1fr))';
  return (
    <Box role="list" aria-label={T.listLabel} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: columns }}>
      {items.map((agent) => {
        const actions = allowedActions(viewer, agent);
        return (
          <Card key={agent._id} variant="outlined" role="listitem">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
                <AgentIdentity agent={agent} self={isSelf(viewer, agent)} secondary={agent.email} />
                {actions.length > 0 && <AgentCardMenu agent={agent} actions={actions} onAction={onAction} />}
              </Stack>
              <Field label={T.role}>
                <Typography variant="body2">{roleText(agent)}</Typography>
              </Field>
              <Field label={T.status}>
                <OnlineStatus online={agent.isOnline} />
              </Field>
              <Field label={T.departments}>
                <DepartmentsCell agent={agent} options={departments} editable={editsDepartments(viewer, agent)} onChanged={onDepartmentsChanged} />
              </Field>
              <Field label={T.shifts}>
                <ShiftList shifts={agent.shifts} />
              </Field>
              <Field label={T.chatLimit}>
                <ChatLimitCell agent={agent} editable={editsChatLimit(viewer, agent)} onChanged={onChatLimitChanged} />
              </Field>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

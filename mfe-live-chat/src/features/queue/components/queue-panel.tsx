// The dashboard's Queue card (issue 27), loaded after the dashboard's first render: the guests waiting in
// each department the user serves and the longest wait, counting on; supervisors also see the agents' load.
import { Box, Paper, Typography } from 'shared-kernel/mui';
import { List, ListItem, ListItemText } from 'shared-kernel/mui-console';
import { useId } from 'react';
import { canSeeAgents } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { SkeletonList, visuallyHidden } from 'shared-kernel/ui';
import { useRoutingOverview } from '../hooks/use-routing-overview';
import { QUEUE_TEXTS as T } from '../texts';
import { AgentsLoad } from './agents-load';
import { WaitClock } from './wait-clock';

export default function QueuePanel() {
  const { overview, loading, failed } = useRoutingOverview();
  const supervisor = canSeeAgents(useSession().user);
  const headingId = useId();
  const departments = overview?.departments ?? [];
  const agents = supervisor ? (overview?.agents ?? []) : [];
  const waiting = departments.reduce((total, department) => total + department.length, 0);

  const body = loading ? (
    <Box sx={{ p: 1.5 }}>
      <SkeletonList rows={2} height={28} />
    </Box>
  ) : failed ? (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
      {T.loadFailed}
    </Typography>
  ) : (
    <>
      {waiting === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {T.empty}
        </Typography>
      )}
      {departments.length > 0 && (
        <List dense aria-label={T.departments} sx={{ py: 0.5 }}>
          {departments.map((department) => (
            <ListItem key={department.departmentId ?? ''} sx={{ gap: 1 }}>
              <ListItemText primary={department.name} secondary={T.waiting(department.length)} sx={{ minWidth: 0 }} />
              <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <Box component="span" sx={visuallyHidden}>
                  {`${T.longestWait} `}
                </Box>
                {department.length > 0 && department.oldestSince ? <WaitClock since={department.oldestSince} /> : T.noWait}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {agents.length > 0 && <AgentsLoad agents={agents} />}
    </>
  );

  return (
    // Focusable: it scrolls when the agents' list is long, and a keyboard user must be able to scroll it.
    <Paper component="section" tabIndex={0} aria-labelledby={headingId} variant="outlined" sx={{ flexShrink: 0, maxHeight: '40%', minWidth: 0, overflow: 'auto' }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: 600 }}>
        {T.title}
      </Typography>
      {body}
    </Paper>
  );
}

// Active Chats (/active-chats, issue 26): every open chat a supervisor may watch (owners, co-admins and
// the super admin: the whole account; managers: the chats of the agents they manage), kept live, each
// with an Open link to its panel on the dashboard. Other roles see the not-allowed notice.
import { Box, Typography } from 'shared-kernel/mui';
import { useCallback, useEffect, useRef } from 'react';
import { canSeeAgents, LIMITS } from 'shared-kernel/contracts';
import { useNow, useSession, useViewport } from 'shared-kernel/platform';
import { EmptyState, LoadFailed, NotAllowedNotice, SkeletonList } from 'shared-kernel/ui';
import { useEscalationsVersion } from '../../escalations/hooks/use-escalated';
import { useEscalationAlerts } from '../../escalations/hooks/use-escalation-alerts';
import { ActiveChatsCards } from '../components/active-chats-cards';
import { ActiveChatsTable } from '../components/active-chats-table';
import { useActiveChats } from '../hooks/use-active-chats';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';

/** The Waiting column counts up this often. */
const WAITING_TICK_MS = 15000;

export default function ActiveChatsPage() {
  const { user } = useSession();
  const allowed = canSeeAgents(user);
  const list = useActiveChats(allowed);
  const desktop = useViewport() === 'desktop';
  const now = useNow(WAITING_TICK_MS);
  // Issue 27: escalations are announced here too, and flag their rows.
  const rowsRef = useRef(list.rows);
  useEffect(() => {
    rowsRef.current = list.rows;
  });
  const guestOf = useCallback((chatId: string) => rowsRef.current.find((row) => row.chatId === chatId)?.guestId, []);
  useEscalationAlerts(guestOf);
  useEscalationsVersion();

  if (!allowed || list.forbidden) return <NotAllowedNotice />;

  const body = list.loading ? (
    <SkeletonList rows={LIMITS.SKELETONS.list} height={52} />
  ) : list.failed ? (
    <LoadFailed text={T.loadFailed} onRetry={list.reload} />
  ) : list.rows.length === 0 ? (
    <EmptyState text={T.empty} />
  ) : desktop ? (
    <ActiveChatsTable rows={list.rows} now={now} />
  ) : (
    <ActiveChatsCards rows={list.rows} now={now} />
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        {!list.loading && !list.failed && (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="active-chats-count">
            {T.count(list.rows.length)}
          </Typography>
        )}
      </Box>
      {body}
    </Box>
  );
}

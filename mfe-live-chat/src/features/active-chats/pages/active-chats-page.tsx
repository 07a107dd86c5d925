// Active Chats (/active-chats, issue 26): every open chat a supervisor may watch (owners, co-admins and
// the super admin: the whole account; managers: the chats of the agents they manage), kept live, each
// with an Open link to its panel on the dashboard. Other roles see the not-allowed notice.
import { useCallback, useEffect, useRef } from 'react';
import { canSeeAgents } from 'shared-kernel/contracts';
import { ListPage, ListStates } from 'shared-kernel/list-screens';
import { useNow, useSession } from 'shared-kernel/platform';
import { NotAllowedNotice } from 'shared-kernel/ui';
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

  return (
    <ListPage title={T.title} count={list.loading || list.failed ? null : T.count(list.rows.length)} countTestId="active-chats-count">
      <ListStates
        list={list}
        texts={T}
        empty={list.rows.length === 0}
        skeletonHeight={52}
        wide={() => <ActiveChatsTable rows={list.rows} now={now} />}
        narrow={() => <ActiveChatsCards rows={list.rows} now={now} />}
      />
    </ListPage>
  );
}

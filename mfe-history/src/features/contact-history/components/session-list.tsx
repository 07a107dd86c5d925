import { Stack } from 'shared-kernel/mui';
import { LIMITS } from 'shared-kernel/contracts';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';
import type { ContactSessions } from '../hooks/use-contact-sessions';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';
import { SessionRow } from './session-row';

/** The right side: skeletons, the failure with Retry, the empty text, or the sessions. */
export function SessionList({ state }: { state: ContactSessions }) {
  if (state.loading) return <SkeletonList rows={LIMITS.SKELETONS.list} height={52} />;
  if (state.failed) {
    return (
      <LoadFailed text={T.loadFailed} onRetry={state.reload} />
    );
  }
  if (state.sessions.length === 0) return <EmptyState text={T.empty} />;
  return (
    <Stack component="ul" aria-label={T.sessions} spacing={1} sx={{ m: 0, p: 0 }}>
      {state.sessions.map((session) => (
        <SessionRow key={session.chatId} session={session} />
      ))}
    </Stack>
  );
}

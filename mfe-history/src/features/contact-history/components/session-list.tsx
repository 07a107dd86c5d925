import { Button, Stack } from 'shared-kernel/mui';
import { LIMITS } from 'shared-kernel/contracts';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import type { ContactSessions } from '../hooks/use-contact-sessions';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';
import { SessionRow } from './session-row';

/** The right side: skeletons, the failure with Retry, the empty text, or the sessions. */
export function SessionList({ state }: { state: ContactSessions }) {
  if (state.loading) return <SkeletonList rows={LIMITS.SKELETONS.list} height={52} />;
  if (state.failed) {
    return (
      <EmptyState text={T.loadFailed}>
        <Button onClick={state.reload} sx={{ mt: 1 }}>
          {T.retry}
        </Button>
      </EmptyState>
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

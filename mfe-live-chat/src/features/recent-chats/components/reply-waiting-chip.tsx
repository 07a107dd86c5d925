import { Chip } from 'shared-kernel/mui-console';
import { useNow } from 'shared-kernel/platform';
import { waitClock } from 'shared-kernel/queue';
import { ROUTING_ROW_TEXTS as R } from '../texts';

/** A reply escalation on a chat row (issue 27): how long the guest has waited, counting on each second. */
export function ReplyWaitingChip({ since }: { since: string }) {
  const now = useNow(1000);
  const seconds = (now - Date.parse(since)) / 1000;
  return (
    <Chip
      size="small"
      color="warning"
      label={R.waiting(waitClock(Number.isFinite(seconds) ? seconds : 0))}
      title={R.waitingLabel}
      data-testid="reply-waiting"
    />
  );
}

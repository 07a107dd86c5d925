import { Button } from 'shared-kernel/mui';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { BLOCKED_TEXTS as T } from '../texts';

export interface UnblockProps {
  onUnblock: (entry: BlockedGuest) => void;
  /** The row whose unblock is running. */
  busy: string | null;
}

export function UnblockButton({ entry, onUnblock, busy }: UnblockProps & { entry: BlockedGuest }) {
  return (
    <Button size="small" variant="outlined" aria-label={T.unblockLabel(entry.visitorId.guestId)} disabled={busy === entry._id} onClick={() => onUnblock(entry)}>
      {T.unblock}
    </Button>
  );
}

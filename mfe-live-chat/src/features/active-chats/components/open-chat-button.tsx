import { Button } from 'shared-kernel/mui';
import { Link } from 'shared-kernel/routing';
import type { ActiveChatRow } from 'shared-kernel/contracts';
import { openChatPath } from '../lib/active-chat-view';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';

/** A link to the dashboard with the chat's panel open; its name starts with its visible word (WCAG 2.5.3). */
export function OpenChatButton({ row }: { row: ActiveChatRow }) {
  return (
    <Button component={Link} to={openChatPath(row)} variant="outlined" size="small" aria-label={T.openLabel(row.guestId)}>
      {T.open}
    </Button>
  );
}

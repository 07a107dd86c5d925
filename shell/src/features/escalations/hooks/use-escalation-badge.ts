// The escalations not yet seen, for the Active Chats entry's badge (issue 27): each 'chat-escalated' counts
// once (a resent one is not counted again); opening Active Chats clears the count, and nothing counts while
// it is open, since its rows show the escalations.
import { useRef, useState } from 'react';
import { ROUTES } from 'shared-kernel/contracts';
import { useEvent, useSession } from 'shared-kernel/platform';
import { useLocation } from 'shared-kernel/routing';

const onActiveChats = (pathname: string) => pathname === ROUTES.activeChats || pathname.startsWith(`${ROUTES.activeChats}/`);

export function useEscalationBadge(): number {
  const viewing = onActiveChats(useLocation().pathname);
  const userId = useSession().user?._id;
  const [unseen, setUnseen] = useState(0);
  const [countedFor, setCountedFor] = useState(userId);
  const seen = useRef({ userId, ids: new Set<string>() });

  // Adjusted while rendering (no effect, no flash of the old count): a visit clears, another user starts at zero.
  if (countedFor !== userId) {
    setCountedFor(userId);
    setUnseen(0);
  } else if (viewing && unseen !== 0) {
    setUnseen(0);
  }

  useEvent('chat-escalated', (escalation) => {
    if (!escalation?.id) return;
    if (seen.current.userId !== userId) seen.current = { userId, ids: new Set() };
    if (seen.current.ids.has(escalation.id)) return;
    seen.current.ids.add(escalation.id);
    if (!viewing) setUnseen((count) => count + 1);
  });
  return unseen;
}

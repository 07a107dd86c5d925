// The ratings heard while this console runs (issue 28), kept in the remote's memory so an ended chat drawn
// later in the chat panel shows its rating. The live console has no call that answers a chat's rating: a
// rating given before the console opened is the history's to show.
import type { AgentReceiveEvents, ChatRating } from 'shared-kernel/contracts';

export type ChatRated = AgentReceiveEvents['chat-rated'];

const ratings = new Map<string, ChatRating>();
const listeners = new Set<() => void>();
let version = 0;

/** Records a rating; false when this very rating was heard already (a replay after a reconnect). */
export function noteRating(event: ChatRated): boolean {
  const known = ratings.get(event.chatId);
  if (known && known.ratedAt === event.rating.ratedAt && known.value === event.rating.value && known.comment === event.rating.comment) return false;
  ratings.set(event.chatId, event.rating);
  version += 1;
  listeners.forEach((listener) => listener());
  return true;
}

export function ratingOf(chatId: string): ChatRating | undefined {
  return ratings.get(chatId);
}

/** For useSyncExternalStore: a number that changes with the ratings. */
export const ratingsVersion = () => version;

export function subscribeRatings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from no ratings. */
export function resetRatings(): void {
  ratings.clear();
  version += 1;
  listeners.forEach((listener) => listener());
}

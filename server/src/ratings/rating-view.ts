import { CHAT_STATUS, type ChatRating } from 'shared-kernel/contracts';
import type { ChatRow } from '../db/schema';

/** A chat's rating as staff see it, null when not rated. */
export function toChatRating(chat: Pick<ChatRow, 'rating' | 'ratingComment' | 'ratedAt'>): ChatRating | null {
  if (!chat.rating || !chat.ratedAt) return null;
  return { value: chat.rating, comment: chat.ratingComment, ratedAt: new Date(chat.ratedAt).toISOString() };
}

/** Whether an ended chat may be rated at all: an agent took part (not an offline message, not unattended). */
export function agentTookPart(chat: Pick<ChatRow, 'acceptedAt' | 'status'>): boolean {
  return chat.acceptedAt !== null && chat.status !== CHAT_STATUS.OFFLINE_MESSAGE && chat.status !== CHAT_STATUS.UNATTENDED;
}

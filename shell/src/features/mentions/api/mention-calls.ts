// GET /chat/mentions (issue 26); the read call comes with the opened list (read-mentions.ts).
import type { MentionsPage } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** The caller's latest mentions, newest first, and how many are unread (anything malformed reads as none). */
export async function fetchMentions(api: ApiClient, signal?: AbortSignal): Promise<MentionsPage> {
  const answer = await api.call('mentions', undefined, { signal });
  return { mentions: Array.isArray(answer?.mentions) ? answer.mentions : [], unread: Number(answer?.unread) || 0 };
}

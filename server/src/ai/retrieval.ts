// The account's own material for a suggestion: canned messages and answers agents gave in past chats on the
// same widget, found by PostgreSQL's full-text search (the same statements on PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';

/** Ended chats of the widget searched, the latest first: a bounded search, and no index on the message path. */
const RECENT_CHATS = 300;
const CANNED_FOUND = 3;
const ANSWERS_FOUND = 3;
/** Words of the guest's messages the search uses (the latest first). */
const QUERY_WORDS = 16;
/** A found text is cut to this many characters in the prompt. */
const FOUND_TEXT_MAX = 600;

export interface FoundMaterial {
  canned: { shortCode: string; message: string }[];
  pastAnswers: string[];
}

/** Any of the words (websearch syntax: `or` between them never fails to parse, whatever the guest typed). */
export function searchQueryOf(guestTexts: readonly string[]): string {
  const words: string[] = [];
  for (const text of [...guestTexts].reverse()) {
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
      if (words.length >= QUERY_WORDS) break;
      if (!words.includes(word)) words.push(word);
    }
  }
  return words.join(' or ');
}

const cut = (text: string) => (text.length > FOUND_TEXT_MAX ? `${text.slice(0, FOUND_TEXT_MAX)}…` : text);

export async function findMaterial(db: Db, { accountId, widgetId, chatId, guestTexts }: { accountId: string; widgetId: string; chatId: string; guestTexts: readonly string[] }): Promise<FoundMaterial> {
  const query = searchQueryOf(guestTexts);
  if (!query) return { canned: [], pastAnswers: [] };
  const canned = rowsOf<{ short_code: string; message: string }>(
    await db.execute(sql`
      SELECT short_code, message FROM canned_messages, websearch_to_tsquery('english', ${query}) AS q
      WHERE client_id = ${accountId} AND to_tsvector('english', short_code || ' ' || message) @@ q
      ORDER BY ts_rank(to_tsvector('english', short_code || ' ' || message), q) DESC, short_code
      LIMIT ${CANNED_FOUND}`),
  );
  // Agents' own answers only: not the guest's words, nor auto messages and system lines (made by no agent).
  const answers = rowsOf<{ body_text: string }>(
    await db.execute(sql`
      WITH recent AS (
        SELECT id FROM chats WHERE widget_id = ${widgetId} AND client_id = ${accountId} AND state = 'ended' AND id <> ${chatId}
        ORDER BY ended_at DESC LIMIT ${RECENT_CHATS}
      )
      SELECT m.body_text FROM recent JOIN chat_messages m ON m.chat_id = recent.id, websearch_to_tsquery('english', ${query}) AS q
      WHERE m.direction = 'outbound' AND m.agent_id IS NOT NULL AND m.body_text NOT LIKE '[%' AND to_tsvector('english', m.body_text) @@ q
      ORDER BY ts_rank(to_tsvector('english', m.body_text), q) DESC, m.created_at DESC
      LIMIT ${ANSWERS_FOUND}`),
  );
  return {
    canned: canned.map((row) => ({ shortCode: row.short_code, message: cut(row.message) })),
    pastAnswers: [...new Set(answers.map((row) => cut(row.body_text)))],
  };
}

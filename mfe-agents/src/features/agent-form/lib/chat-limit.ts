// An agent's chat limit as the agent forms hold it (issue 27): '' for no limit, '1'..'20' a limit, the
// same strings register and update-profile take in their `chatLimit` field.
import { CHAT_LIMIT_MAX, CHAT_LIMIT_MIN } from 'shared-kernel/queue';

/** The limits offered after "No limit": 1..20. */
export const CHAT_LIMIT_CHOICES: readonly number[] = Array.from({ length: CHAT_LIMIT_MAX - CHAT_LIMIT_MIN + 1 }, (_, at) => CHAT_LIMIT_MIN + at);

/** The form's value of a stored limit (null or absent: no limit). */
export const chatLimitField = (limit: number | null | undefined): string => (limit == null ? '' : String(limit));

/** The stored limit of a form value. */
export const chatLimitOf = (field: string): number | null => (field === '' ? null : Number(field));

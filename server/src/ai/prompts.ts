// The prompts: what the model is asked, built from the chat (already redacted) and the account's material.
// The README's "AI assist" section lists what they carry; nothing else of the guest goes in.
import type { AiRequestKind, AiRewriteStyle } from 'shared-kernel/ai-assist';
import type { ChatTurn } from './ai-client';
import type { FoundMaterial } from './retrieval';

/** A line of the chat as the prompt sees it. */
export interface ChatLine {
  from: 'guest' | 'agent' | 'note';
  text: string;
}

/** The chat's latest lines the prompt holds, and at most this many characters of them. */
export const PROMPT_LINES = 40;
const PROMPT_CHARS = 12_000;

export const MAX_TOKENS: Record<AiRequestKind, number> = { suggest: 300, rewrite: 600, summarize: 200 };

const PRIVACY =
  'Placeholders in square brackets such as [EMAIL_1], [PHONE_1], [CARD_1] or [CONTACT_1] stand for private details: keep them exactly as written and never invent what they stand for.';

const REWRITE_INSTRUCTIONS: Record<AiRewriteStyle, string> = {
  fix: 'Fix its spelling, grammar and punctuation, and change nothing else.',
  friendlier: 'Make it warmer and friendlier, keeping what it says.',
  formal: 'Make it more formal and polite, keeping what it says.',
  shorter: 'Make it shorter and to the point, keeping what it says.',
  translate: "Translate it into the language the guest writes in (see the guest's messages); if it already is in that language, only fix it.",
};

/** The latest lines within the budget, oldest first. */
function latest(lines: readonly ChatLine[]): ChatLine[] {
  const kept: ChatLine[] = [];
  let chars = 0;
  for (let i = lines.length - 1; i >= 0 && kept.length < PROMPT_LINES; i--) {
    chars += lines[i].text.length;
    if (chars > PROMPT_CHARS && kept.length > 0) break;
    kept.unshift(lines[i]);
  }
  return kept;
}

const transcript = (lines: readonly ChatLine[]) =>
  latest(lines)
    .map((line) => `${line.from === 'guest' ? 'Guest' : line.from === 'agent' ? 'Agent' : 'Internal note (not seen by the guest)'}: ${line.text}`)
    .join('\n');

function materialSection(material: FoundMaterial): string {
  const items = [
    ...material.canned.map((canned) => `- Canned answer "${canned.shortCode}": ${canned.message}`),
    ...material.pastAnswers.map((answer) => `- An answer an agent gave before: ${answer}`),
  ];
  if (items.length === 0) return 'The account has no saved material on this topic: do not invent policies, prices or facts.';
  return `The account's own material (use it where it answers the guest; do not invent policies, prices or facts beyond it):\n${items.join('\n')}`;
}

export function suggestionPrompt(lines: readonly ChatLine[], material: FoundMaterial): ChatTurn[] {
  return [
    {
      role: 'system',
      content: `You help a support agent answer a guest in a website's live chat. ${PRIVACY} Write the agent's next message to the guest: friendly, short and helpful, in the language the guest writes in. Answer with the message only.\n\n${materialSection(material)}`,
    },
    { role: 'user', content: `The chat so far:\n${transcript(lines)}\n\nThe agent's next message:` },
  ];
}

export function rewritePrompt(lines: readonly ChatLine[], draft: string, style: AiRewriteStyle): ChatTurn[] {
  const guestLines = lines.filter((line) => line.from === 'guest').slice(-3);
  return [
    { role: 'system', content: `You edit a support agent's draft message to a guest in a website's live chat. ${PRIVACY} ${REWRITE_INSTRUCTIONS[style]} Answer with the rewritten message only.` },
    { role: 'user', content: `The guest's latest messages:\n${guestLines.map((line) => `Guest: ${line.text}`).join('\n') || '(none)'}\n\nThe draft:\n${draft}` },
  ];
}

export function summaryPrompt(lines: readonly ChatLine[]): ChatTurn[] {
  return [
    {
      role: 'system',
      content: `You summarize a website's live chat for the support agent who takes it over. ${PRIVACY} Write at most three short lines, starting "Wants:", "Tried:" and "Open:": what the guest wants, what was tried, and what is still open. Answer with the lines only.`,
    },
    { role: 'user', content: `The chat:\n${transcript(lines)}` },
  ];
}

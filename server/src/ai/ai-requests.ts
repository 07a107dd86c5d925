// One agent request: checked (feature, chat, rate, cap), its prompt built from the redacted chat, and
// the endpoint's answer streamed back with the private details put back. Every request can be stopped.
import { and, eq } from 'drizzle-orm';
import { isAutoMessage, isSystemLine, parseAttachment, stripAutoMarker } from 'shared-kernel/contracts';
import { AI_ERRORS, type AiRequestAck, type AiRequestKind, type AiRewriteStyle, type AiStreamEvent } from 'shared-kernel/ai-assist';
import { chatFor, latestMessages, type ChatCaller } from '../chats';
import type { AppContext } from '../context';
import { visitors, type ChatRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { withMessage, type ErrorMessage } from '../http/valued-text';
import { notesOf } from '../teamwork';
import { AiEndpointError, streamCompletion, type ChatTurn } from './ai-client';
import { takeAgentRequest, takeMonthlyRequest } from './ai-limits';
import { aiSettingsOf, featuresOf, mayAsk } from './ai-settings-store';
import { MAX_TOKENS, PROMPT_LINES, rewritePrompt, suggestionPrompt, summaryPrompt, type ChatLine } from './prompts';
import { Redactor } from './redaction';
import { findMaterial } from './retrieval';

/** Text streamed to the console at most this often after the first: one socket message per token would cost the chats. */
export const STREAM_FLUSH_MS = 50;

export interface AiAsk {
  requestId: string;
  chatId: string;
  kind: AiRequestKind;
  draft: string;
  style: AiRewriteStyle;
}

export interface Running {
  /** The chat the request is about: a chat that ends stops it. */
  chatId: string;
  controller: AbortController;
}

/** Why a request is refused before anything is sent. */
const refuse = (status: number, message: ErrorMessage, retryAfterMs?: number): AiRequestAck =>
  withMessage({ ok: false as const, status, ...(retryAfterMs ? { retryAfterMs } : {}) }, message);

/** The checks, in the order that costs least: the account's switches, the chat, then the counts (taken last, once all else passed). */
export async function admit(ctx: AppContext, caller: ChatCaller, ask: AiAsk): Promise<{ ack: AiRequestAck; chat?: ChatRow; settings?: Awaited<ReturnType<typeof aiSettingsOf>> }> {
  const settings = await aiSettingsOf(ctx.db, caller.accountId);
  const features = featuresOf(settings);
  if (!features.suggestions && !features.rewrite && !features.summaries) return { ack: refuse(403, AI_ERRORS.off) };
  if (!mayAsk(features, ask.kind)) return { ack: refuse(403, AI_ERRORS.featureOff) };
  let chat: ChatRow;
  try {
    ({ chat } = await chatFor(ctx, caller, ask.chatId, ask.kind === 'summarize' ? 'read' : 'write-guest'));
  } catch (error) {
    if (error instanceof HttpError) return { ack: refuse(error.statusCode, error.text) };
    throw error;
  }
  if (ask.kind !== 'summarize' && chat.state === 'ended') return { ack: refuse(409, AI_ERRORS.chatClosed) };
  const waitMs = await takeAgentRequest(ctx.db, caller.userId, settings.agentPerMinute);
  if (waitMs > 0) return { ack: refuse(429, AI_ERRORS.agentRate, waitMs) };
  if (!(await takeMonthlyRequest(ctx.db, caller.accountId, settings.monthlyCap))) return { ack: refuse(429, AI_ERRORS.monthlyCap) };
  return { ack: { ok: true }, chat, settings };
}

/** The chat as the prompt sees it: guest and agent lines, notes only when the account allows them. */
async function chatLines(ctx: AppContext, chat: ChatRow, includeNotes: boolean): Promise<ChatLine[]> {
  const lines: (ChatLine & { at: number })[] = [];
  for (const message of await latestMessages(ctx.db, chat.id, PROMPT_LINES * 2)) {
    if (isSystemLine(message.bodyText)) continue;
    const attachment = parseAttachment(message.bodyText);
    const text = attachment ? '(sent a file)' : isAutoMessage(message.bodyText) ? stripAutoMarker(message.bodyText) : message.bodyText;
    lines.push({ from: message.direction === 'inbound' ? 'guest' : 'agent', text, at: message.createdAt.getTime() });
  }
  if (includeNotes) {
    for (const note of await notesOf(ctx.db, [chat.id])) lines.push({ from: 'note', text: note.bodyText, at: note.createdAt.getTime() });
  }
  return lines.sort((a, b) => a.at - b.at).map(({ from, text }) => ({ from, text }));
}

/** The guest's stored details: hidden wherever they appear (the IP and the rest are never read). */
async function contactValuesOf(ctx: AppContext, chat: ChatRow): Promise<string[]> {
  const [guest] = await ctx.db
    .select({ email: visitors.email, firstName: visitors.firstName, lastName: visitors.lastName, phone: visitors.phoneNumber })
    .from(visitors)
    .where(and(eq(visitors.visitorId, chat.visitorId), eq(visitors.clientId, chat.clientId)))
    .limit(1);
  return guest ? [guest.email, guest.firstName, guest.lastName, guest.phone, `${guest.firstName} ${guest.lastName}`] : [];
}

async function promptFor(ctx: AppContext, chat: ChatRow, ask: AiAsk, includeNotes: boolean, redactor: Redactor): Promise<ChatTurn[]> {
  const lines = (await chatLines(ctx, chat, includeNotes)).map((line) => ({ from: line.from, text: redactor.hide(line.text) }));
  if (ask.kind === 'rewrite') return rewritePrompt(lines, redactor.hide(ask.draft), ask.style);
  if (ask.kind === 'summarize') return summaryPrompt(lines);
  const guestTexts = lines.filter((line) => line.from === 'guest').map((line) => line.text);
  const material = await findMaterial(ctx.db, { accountId: chat.clientId, widgetId: chat.widgetId, chatId: chat.id, guestTexts });
  // Another guest's details may be in a past answer: hidden as well.
  return suggestionPrompt(lines, {
    canned: material.canned.map((canned) => ({ shortCode: canned.shortCode, message: redactor.hide(canned.message) })),
    pastAnswers: material.pastAnswers.map((answer) => redactor.hide(answer)),
  });
}

/**
 * Runs an admitted request to its end; `send` hears the stream (text at most every STREAM_FLUSH_MS, then
 * done, an error, or stopped). Never throws: whatever fails is told as the request's error.
 */
export async function runAiRequest(
  ctx: AppContext,
  admitted: { chat: ChatRow; settings: Awaited<ReturnType<typeof aiSettingsOf>> },
  ask: AiAsk,
  signal: AbortSignal,
  send: (event: AiStreamEvent) => void,
): Promise<void> {
  const { chat, settings } = admitted;
  const redactor = new Redactor(await contactValuesOf(ctx, chat).catch(() => []));
  const restorer = redactor.restorer();
  let pending = '';
  let sentAny = false;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending) send({ requestId: ask.requestId, chunk: pending });
    pending = '';
  };
  try {
    const prompt = await promptFor(ctx, chat, ask, settings.includeNotes, redactor);
    if (signal.aborted) return send({ requestId: ask.requestId, stopped: true });
    const whole = await streamCompletion(settings, prompt, {
      signal,
      timeoutMs: ctx.settings.aiTimeoutMs,
      maxTokens: MAX_TOKENS[ask.kind],
      onText: (text) => {
        pending += restorer.push(text);
        // The first text goes at once (what the agent waits for); the rest at most every STREAM_FLUSH_MS.
        if (!sentAny && pending) {
          sentAny = true;
          return flush();
        }
        timer ??= setTimeout(flush, STREAM_FLUSH_MS);
      },
    });
    pending += restorer.end();
    flush();
    const text = redactor.restore(whole).trim();
    send(text ? { requestId: ask.requestId, done: text } : { requestId: ask.requestId, error: AI_ERRORS.empty });
  } catch (error) {
    flush();
    if (error instanceof AiEndpointError) return send(error.stopped ? { requestId: ask.requestId, stopped: true } : { requestId: ask.requestId, error: error.agentMessage });
    if (signal.aborted) return send({ requestId: ask.requestId, stopped: true });
    console.error(`AI assist request for chat ${chat.id} failed:`, error instanceof Error ? error.message : error);
    send({ requestId: ask.requestId, error: AI_ERRORS.upstream });
  }
}

// A stand-in for an OpenAI-compatible chat-completions API (streamed and not), for AI assist's tests and
// demos without a network or an account. Its answers are made from the request, so a test can tell
// what the prompt held: a reply repeats the guest's last line, a rewrite repeats the draft.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './stand-in-http';

/** The key it accepts and its models: `stand-in-slow` sends a piece every SLOW_PIECE_MS (timeouts, stops). */
export const AI_STAND_IN = { apiKey: 'sk-stand-in-ai-key', model: 'stand-in-chat', slowModel: 'stand-in-slow' } as const;
const PIECE_MS = 5;
export const SLOW_PIECE_MS = 400;

export interface AiCall {
  path: string;
  authorization: string | null;
  organization: string | null;
  body: { model?: unknown; stream?: unknown; max_tokens?: unknown; messages?: Array<{ role?: unknown; content?: unknown }> } | null;
  /** The answer's text as made (what a client that read to the end got). */
  answer: string;
  /** Set once the answer ended: 'done', or 'closed' when the client went away first (a stop or a timeout). */
  ended: 'done' | 'closed' | null;
  /** performance.now() when the request arrived and when its first text went out (the stand-in's own first-token time). */
  receivedAt: number;
  firstTextAt: number | null;
}

const openAiError = (response: ServerResponse, status: number, message: string, code: string) =>
  sendJson(response, status, { error: { message, type: 'invalid_request_error', param: null, code } });

const contentOf = (call: AiCall, role: string) =>
  (call.body?.messages ?? [])
    .filter((message) => message?.role === role && typeof message.content === 'string')
    .map((message) => message.content as string)
    .join('\n');

/** What the stand-in says to a request: made from the prompt's own lines, placeholders included. */
function answerFor(call: AiCall): string {
  const system = contentOf(call, 'system');
  const user = contentOf(call, 'user');
  const guestLines = user.split('\n').filter((line) => line.startsWith('Guest: '));
  const lastGuest = guestLines.at(-1)?.slice('Guest: '.length) ?? '';
  if (/summarize/i.test(system)) return `Wants: ${guestLines[0]?.slice('Guest: '.length) ?? 'nothing said'}\nTried: the stand-in's summary\nOpen: ${lastGuest || 'nothing'}`;
  const draft = user.split('The draft:\n')[1];
  if (draft !== undefined) return `Rewritten: ${draft.trim()}`;
  const canned = /Canned answer "[^"]*": (.*)/.exec(system)?.[1];
  if (lastGuest === '' && !canned) return 'OK';
  return `Stand-in reply to "${lastGuest}".${canned ? ` ${canned}` : ''}`;
}

/** The answer in pieces of a word each (a model's tokens, roughly). */
const piecesOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OpenAiStandIn {
  readonly calls: AiCall[] = [];

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (request.method === 'GET' && url.pathname === '/v1/models') {
      sendJson(response, 200, { object: 'list', data: [AI_STAND_IN.model, AI_STAND_IN.slowModel].map((id) => ({ id, object: 'model', owned_by: 'stand-in' })) });
      return true;
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions') return false;
    const receivedAt = performance.now();
    const text = await readBody(request);
    let body: AiCall['body'];
    try {
      body = JSON.parse(text) as AiCall['body'];
    } catch {
      body = null;
    }
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null);
    const call: AiCall = { path: url.pathname, authorization: header('authorization'), organization: header('openai-organization'), body, answer: '', ended: null, receivedAt, firstTextAt: null };
    this.calls.push(call);
    if (call.authorization !== `Bearer ${AI_STAND_IN.apiKey}`) {
      openAiError(response, 401, 'Incorrect API key provided. You can find your API key in your account settings.', 'invalid_api_key');
      return true;
    }
    if (!body || !Array.isArray(body.messages)) {
      openAiError(response, 400, "'messages' is a required property", 'invalid_request');
      return true;
    }
    const model = String(body.model ?? '');
    if (model !== AI_STAND_IN.model && model !== AI_STAND_IN.slowModel) {
      openAiError(response, 404, `The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found');
      return true;
    }
    call.answer = answerFor(call);
    const created = Math.floor(Date.now() / 1000);
    if (body.stream !== true) {
      sendJson(response, 200, {
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: call.answer }, finish_reason: 'stop' }],
      });
      call.firstTextAt = performance.now();
      call.ended = 'done';
      return true;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let closed = false;
    response.on('close', () => {
      closed = true;
      call.ended ??= 'closed';
    });
    const send = (delta: Record<string, string>, finish: string | null = null) =>
      response.write(`data: ${JSON.stringify({ id: 'chatcmpl-stand-in', object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' });
    for (const piece of piecesOf(call.answer)) {
      await sleep(model === AI_STAND_IN.slowModel ? SLOW_PIECE_MS : PIECE_MS);
      if (closed) return true;
      call.firstTextAt ??= performance.now();
      send({ content: piece });
    }
    send({}, 'stop');
    response.end('data: [DONE]\n\n');
    call.ended = 'done';
    return true;
  }
}

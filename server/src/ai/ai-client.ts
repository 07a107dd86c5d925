// The account's OpenAI-compatible endpoint, through the maintained `openai` SDK: one streamed
// chat-completions request at a time, its errors turned into one line the agent can act on.
import OpenAI from 'openai';
import { AI_ERRORS } from 'shared-kernel/ai-assist';
import { endpointBaseUrl } from './endpoint-url';

export interface AiEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string;
  organization: string;
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a request ended without an answer: the agent's line, and the endpoint's own words for the owner. */
export class AiEndpointError extends Error {
  constructor(
    readonly agentMessage: string,
    /** The endpoint's exact error, with the key taken out (what "Test connection" shows). */
    readonly detail: string,
    readonly stopped = false,
  ) {
    super(agentMessage);
  }
}

/** Some servers ask no key (Ollama, llama.cpp): the SDK needs one all the same. */
const NO_KEY = 'no-key';

function clientFor(endpoint: AiEndpoint, timeoutMs: number): OpenAI {
  const baseURL = endpointBaseUrl(endpoint.baseUrl);
  const apiKey = endpoint.apiKey || NO_KEY;
  return new OpenAI({
    baseURL,
    apiKey,
    // Set explicitly, so the SDK never falls back on the server's own OPENAI_* environment.
    organization: endpoint.organization || null,
    project: null,
    // Azure-style endpoints read the key from `api-key`.
    defaultHeaders: /\.azure\.com$/i.test(new URL(baseURL).hostname) ? { 'api-key': apiKey } : undefined,
    maxRetries: 0,
    timeout: timeoutMs,
  });
}

/** The key, wherever an error message repeats it, replaced: it never reaches an answer or a log. */
function withoutKey(text: string, key: string): string {
  return key ? text.split(key).join('[API key]') : text;
}

export function toEndpointError(error: unknown, endpoint: AiEndpoint): AiEndpointError {
  const detail = withoutKey(error instanceof Error ? error.message : String(error), endpoint.apiKey);
  if (error instanceof AiEndpointError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return new AiEndpointError('', detail, true);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiEndpointError(AI_ERRORS.timeout, detail);
  if (error instanceof OpenAI.APIConnectionError) return new AiEndpointError(AI_ERRORS.unreachable, detail);
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    if (status === 401 || status === 403) return new AiEndpointError(AI_ERRORS.unauthorized, detail);
    if (status === 404) return new AiEndpointError(AI_ERRORS.modelNotFound, detail);
    if (status === 429) return new AiEndpointError(AI_ERRORS.busy, detail);
    return new AiEndpointError(AI_ERRORS.upstream, detail);
  }
  return new AiEndpointError(AI_ERRORS.upstream, detail);
}

/**
 * Streams one chat completion: `onText` hears each piece of text as it comes; resolves with the whole text.
 * Ends early, with an AiEndpointError marked `stopped`, when `signal` aborts; after `timeoutMs` with the timeout's.
 */
export async function streamCompletion(
  endpoint: AiEndpoint,
  messages: ChatTurn[],
  { signal, timeoutMs, maxTokens, onText }: { signal: AbortSignal; timeoutMs: number; maxTokens: number; onText: (text: string) => void },
): Promise<string> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const both = AbortSignal.any([signal, deadline]);
  let whole = '';
  try {
    const stream = await clientFor(endpoint, timeoutMs).chat.completions.create({ model: endpoint.model, messages, stream: true, max_tokens: maxTokens }, { signal: both });
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (!text) continue;
      whole += text;
      onText(text);
    }
  } catch (error) {
    throw endedBy(signal, deadline, timeoutMs) ?? toEndpointError(error, endpoint);
  }
  // An abort while the answer streams ends the SDK's stream quietly: the text so far is not the answer.
  const ended = endedBy(signal, deadline, timeoutMs);
  if (ended) throw ended;
  return whole;
}

/** The SDK reports both aborts alike (or not at all): which one it was is the signals' to tell. */
function endedBy(signal: AbortSignal, deadline: AbortSignal, timeoutMs: number): AiEndpointError | null {
  if (signal.aborted) return new AiEndpointError('', 'Stopped', true);
  if (deadline.aborted) return new AiEndpointError(AI_ERRORS.timeout, `No answer within ${timeoutMs / 1000} s`);
  return null;
}

import { API, type ApiAnswer, type ApiKey, type HttpMethod } from 'shared-kernel/contracts';
import { createHttpClient, type ApiClient } from 'shared-kernel/http';
import { INTEGRATION_API, type IntegrationCalls, type IntegrationKey } from 'shared-kernel/integrations';
import { AI_ASSIST_API, type AiAssistCalls, type AiAssistKey } from 'shared-kernel/ai-assist';
import type { SessionStore } from 'shared-kernel/session';
import { createMockAdapter, httpError } from './mock-adapter';

/** One call the mock API received. */
export interface MockCall {
  /** The `API` key, when the path is one of the table's routes. */
  key: ApiKey | IntegrationKey | AiAssistKey | null;
  method: string;
  /** Path as sent, e.g. '/widget/delete/w1'. */
  path: string;
  /** `:param` values taken from the path. */
  params: Record<string, string>;
  query: Record<string, unknown>;
  payload: unknown;
  headers: Record<string, string>;
  /** False when no endpoint answered (the call got a 404). */
  answered: boolean;
}

/** Any answer body (not `unknown`, which would swallow the function form's parameter types). */
type AnyAnswer = NonNullable<unknown> | null;

/** An answer, an error to reject with (e.g. `httpError(400, '...')`), or a function of the call. */
export type MockEndpoint<T = AnyAnswer> = T | Error | ((call: MockCall) => T | Promise<T>);

/** Keyed by `API` key (typed answers) or by 'METHOD /path' (route template or actual path). */
export type MockEndpoints = { [K in ApiKey]?: MockEndpoint<ApiAnswer<K>> } & { [K in IntegrationKey]?: MockEndpoint<IntegrationCalls[K]['answer']> } & {
  [K in AiAssistKey]?: MockEndpoint<AiAssistCalls[K]['answer']>;
} & { [route: `${HttpMethod} /${string}`]: MockEndpoint | undefined };

interface CompiledRoute {
  key: ApiKey | IntegrationKey | AiAssistKey;
  method: HttpMethod;
  template: string;
  pattern: RegExp;
  names: string[];
}

const TABLE: Record<ApiKey | IntegrationKey | AiAssistKey, { method: HttpMethod; path: string }> = { ...API, ...INTEGRATION_API, ...AI_ASSIST_API };

const ROUTES: CompiledRoute[] = (Object.keys(TABLE) as Array<ApiKey | IntegrationKey | AiAssistKey>).map((key) => {
  const { method, path } = TABLE[key];
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { key, method, template: path, pattern: new RegExp(`^${source}$`), names };
});

function findRoute(method: string, path: string) {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) {
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      return { route, params };
    }
  }
  return null;
}

/**
 * The real HTTP client over an in-memory transport: same headers, refresh and error handling as the
 * shell's, answers from `endpoints`, every call recorded in `calls`.
 */
export function createMockApi(session: SessionStore, endpoints: MockEndpoints, calls: MockCall[], onSessionEnded?: () => void): ApiClient {
  const adapter = createMockAdapter(async (request) => {
    const found = findRoute(request.method, request.path);
    const call: MockCall = {
      key: found?.route.key ?? null,
      method: request.method,
      path: request.path,
      params: found?.params ?? {},
      query: request.query,
      payload: request.body,
      headers: Object.fromEntries(Object.entries(request.headers.toJSON()).map(([k, v]) => [k, String(v)])),
      answered: true,
    };
    calls.push(call);
    const candidates = [found?.route.key, found && `${request.method} ${found.route.template}`, `${request.method} ${request.path}`];
    const name = candidates.find((candidate): candidate is string => Boolean(candidate) && (candidate as string) in endpoints);
    if (!name) {
      call.answered = false;
      throw httpError(404, `No mock endpoint for ${found?.route.key ?? ''} ${request.method} ${request.path}`.trim());
    }
    const endpoint = (endpoints as Record<string, MockEndpoint | undefined>)[name];
    const answer = typeof endpoint === 'function' ? await (endpoint as (c: MockCall) => unknown)(call) : endpoint;
    if (answer instanceof Error) throw answer;
    return { status: 200, data: answer };
  });
  return createHttpClient({ baseURL: '/api', session, adapter, onSessionEnded });
}

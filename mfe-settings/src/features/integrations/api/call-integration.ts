// The integrations' calls through the console's client (its token, refresh and errors), as \`api.call\` makes
// the \`API\` table's: their table lives in shared-kernel/integrations, out of the first screens.
import type { ApiClient } from 'shared-kernel/http';
import { INTEGRATION_API, type IntegrationCalls, type IntegrationKey } from 'shared-kernel/integrations';

type ParamsOf<K extends IntegrationKey> = IntegrationCalls[K] extends { params: infer P } ? P : never;
type QueryOf<K extends IntegrationKey> = IntegrationCalls[K] extends { query: infer Q } ? Q : never;

export interface IntegrationCallOptions<K extends IntegrationKey> {
  params?: ParamsOf<K>;
  query?: QueryOf<K>;
  signal?: AbortSignal;
}

/** Calls one integration route through the console's client (its token, refresh and errors), like \`api.call\`. */
export async function callIntegration<K extends IntegrationKey>(
  api: ApiClient,
  key: K,
  payload?: IntegrationCalls[K]['payload'],
  opts: IntegrationCallOptions<K> = {},
): Promise<IntegrationCalls[K]['answer']> {
  const route = INTEGRATION_API[key];
  const params = (opts.params ?? {}) as Record<string, string>;
  const url = route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    if (params[name] === undefined) throw new Error(`${key} needs the path parameter ${name}`);
    return encodeURIComponent(params[name]);
  });
  const bodyless = route.method === 'GET';
  const response = await api.request<IntegrationCalls[K]['answer']>({
    method: route.method,
    url,
    params: opts.query ?? (bodyless ? payload : undefined),
    data: bodyless ? undefined : payload,
    signal: opts.signal,
  });
  return response.data;
}

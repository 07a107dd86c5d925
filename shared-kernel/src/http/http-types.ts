import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiAnswer, ApiKey, ApiParams, ApiPayload, ApiQuery, SessionTokens } from 'shared-kernel/contracts';
import type { SessionStore } from 'shared-kernel/session';

export interface CallOptions<K extends ApiKey> {
  /** Values of the route's `:param` placeholders. */
  params?: ApiParams<K>;
  /** Query string values. */
  query?: ApiQuery<K>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** A raw request through the configured instance (bearer token, selected-account header, refresh on 401). */
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** Calls one route of the `API` table; resolves with the answer body. */
  call<K extends ApiKey>(key: K, payload?: ApiPayload<K>, opts?: CallOptions<K>): Promise<ApiAnswer<K>>;
  /** Renews the tokens; concurrent callers share one request. Rejects when the session cannot be renewed. */
  refresh(): Promise<SessionTokens>;
}

export interface HttpClientOptions {
  /** API base, e.g. '/api' or 'http://localhost:8080/api'. */
  baseURL: string;
  session: SessionStore;
  /** Called once after a failed refresh has cleared the session (the shell goes to /login). */
  onSessionEnded?: () => void;
  /** Replaces axios' transport (tests, the mock shell). */
  adapter?: AxiosAdapter;
  /** Request timeout in ms (0 = none). */
  timeout?: number;
}

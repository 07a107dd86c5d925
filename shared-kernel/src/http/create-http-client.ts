import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { API, REFRESH_COOKIE, SELECTED_ACCOUNT_HEADER, buildPath, type ApiAnswer, type SessionTokens } from 'shared-kernel/contracts';
import { isTokenExpired } from 'shared-kernel/session';
import type { ApiClient, HttpClientOptions } from './http-types';
import { isRefreshExempt, isRefreshPath, isSigninPath, requestPath } from './request-path';
import { EXPIRY_MARGIN_MS, createTokenRefresher } from './token-refresher';

/** Marks a request that was already replayed after a refresh, so it is retried at most once. */
const RETRIED = '__retriedAfterRefresh';
type RetryConfig = InternalAxiosRequestConfig & { [RETRIED]?: boolean };

/**
 * The console's one HTTP client: bearer token, JSON, the selected-account header for a super admin,
 * and the spec's session rules (single-flight refresh, one retry, clear the session on failure).
 */
export function createHttpClient(options: HttpClientOptions): ApiClient {
  // axios is not on the first screen: it is downloaded with the first call (a failed download is retried).
  let created: Promise<AxiosInstance> | null = null;
  const instance = () => {
    created ??= import('axios').then(
      ({ default: axios, AxiosHeaders }) => configure(axios, AxiosHeaders, options, refresh),
      (err: unknown) => {
        created = null;
        throw err;
      },
    );
    return created;
  };
  const { refresh } = createTokenRefresher({ instance, session: options.session, onSessionEnded: options.onSessionEnded });

  return {
    request: async (config) => (await instance()).request(config),
    refresh,
    async call(key, payload, opts = {}) {
      const route = API[key];
      if (!route) throw new Error(`Unknown API call: ${String(key)}`);
      const method = route.method.toUpperCase();
      const url = buildPath(route.path, (opts.params ?? {}) as Record<string, string | number>);
      const bodyless = method === 'GET' || method === 'HEAD';
      const response = await (await instance()).request<ApiAnswer<typeof key>>({
        method,
        url,
        // A GET has no body: its payload, if any, travels as the query.
        params: opts.query ?? (bodyless ? payload : undefined),
        data: bodyless ? undefined : payload,
        signal: opts.signal,
      });
      return response.data;
    },
  };
}

type AxiosModule = typeof import('axios');

function configure(
  axios: AxiosModule['default'],
  AxiosHeaders: AxiosModule['AxiosHeaders'],
  { baseURL, session, adapter, timeout = 0 }: HttpClientOptions,
  refresh: () => Promise<SessionTokens>,
): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout,
    headers: { Accept: 'application/json' },
    ...(adapter ? { adapter } : {}),
  });
  instance.interceptors.request.use(async (config) => {
    const path = requestPath(config.url);
    // The refresh call carries the refresh token its caller set; nothing else to add.
    if (isRefreshPath(path)) return config;
    if (isSigninPath(path)) config.headers.set(REFRESH_COOKIE.requestHeader, '1');

    const exempt = isRefreshExempt(path);
    let tokens = exempt ? null : session.getTokens();
    // Renew before sending rather than spending a round trip on a certain 401.
    if (tokens && isTokenExpired(tokens.accessToken, EXPIRY_MARGIN_MS)) tokens = await refresh();
    const headers = AxiosHeaders.from(config.headers);
    if (tokens) headers.set('Authorization', `Bearer ${tokens.accessToken}`);
    else if (!exempt) headers.delete('Authorization');

    // The server answers its errors in the console's language (the document's, which My Account sets).
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers.set('Accept-Language', language);

    const selected = session.getSelectedAccount();
    if (!exempt && session.getUser()?.isAdmin && selected) headers.set(SELECTED_ACCOUNT_HEADER, selected);
    else headers.delete(SELECTED_ACCOUNT_HEADER);
    config.headers = headers;
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetryConfig | undefined;
    if (error.response?.status !== 401 || !config || isRefreshExempt(requestPath(config.url))) throw error;
    const tokens = session.getTokens();
    // Retried once already: a second 401 is this call's answer (a dead session shows at the next refresh).
    if (!tokens || config[RETRIED]) throw error;
    const sentWith = AxiosHeaders.from(config.headers).get('Authorization');
    // A call sent before a refresh finished just replays with the new token; otherwise renew first.
    if (sentWith === `Bearer ${tokens.accessToken}`) {
      try {
        await refresh();
      } catch {
        throw error;
      }
    }
    const retry: RetryConfig = { ...config, [RETRIED]: true };
    return instance.request(retry);
  });

  return instance;
}

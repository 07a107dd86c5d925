import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface MockRequest {
  method: string;
  /** The request path without the base URL and query, e.g. '/auth/refresh'. */
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  headers: AxiosHeaders;
  config: InternalAxiosRequestConfig;
}

export interface MockReply {
  status?: number;
  data?: unknown;
}

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

/** An axios adapter answering from a function, with axios' own status handling (non-2xx rejects). */
export function createMockAdapter(handler: MockHandler): AxiosAdapter {
  return async (config) => {
    const request: MockRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0],
      query: { ...(config.params as Record<string, unknown> | undefined) },
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
      config,
    };
    let reply: MockReply;
    try {
      reply = await handler(request);
    } catch (err) {
      // An `httpError(...)` thrown by the handler becomes that status for this very request.
      if (err instanceof AxiosError && err.response) reply = { status: err.response.status, data: err.response.data };
      else throw err;
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}

/** An axios-shaped HTTP error with the server's `{ statusCode, message }` body. */
export function httpError(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    data: { statusCode: status, message },
    status,
    statusText: String(status),
    headers: {},
    config,
  };
  return new AxiosError(message, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

// A console user as the simulator and benchmarks drive it: the real sign-in, the header's online switch,
// the agent socket on the default namespace and the accept call, all over HTTP and socket.io.
import { io, type Socket } from 'socket.io-client';
import type { LoginResponse } from 'shared-kernel/contracts';

export interface SignedIn {
  userId: string;
  fullName: string;
  accessToken: string;
  isOnline: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON call below /api; non-2xx answers throw an ApiError with the server's message. */
export async function apiCall<T>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const message = (body as { message?: string } | undefined)?.message ?? response.statusText;
    throw new ApiError(response.status, `${method} ${path}: ${response.status} ${message}`);
  }
  return body as T;
}

export async function signIn(base: string, email: string, password: string): Promise<SignedIn> {
  const login = await apiCall<LoginResponse>(base, 'POST', '/auth/signin', { body: { email, password } });
  return { userId: login._id, fullName: login.fullName, accessToken: login.accessToken, isOnline: login.isOnline };
}

/** Flips the online switch until it reads `wanted` (the call toggles). */
export async function setOnline(base: string, user: SignedIn, wanted: boolean): Promise<void> {
  for (let attempt = 0; attempt < 2 && user.isOnline !== wanted; attempt += 1) {
    const answer = await apiCall<{ isOnline: boolean }>(base, 'GET', '/users/toggle-online', { token: user.accessToken });
    user.isOnline = answer.isOnline;
  }
  if (user.isOnline !== wanted) throw new Error(`could not switch ${user.fullName} ${wanted ? 'online' : 'offline'}`);
}

/** The agent's socket, resolved once connected (rejects with the server's connect_error). */
export function connectAgentSocket(base: string, user: SignedIn): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      auth: { token: `Bearer ${user.accessToken}`, type: 'agent' },
    });
    const fail = (error: Error) => {
      socket.close();
      reject(new Error(`agent socket of ${user.fullName}: ${error.message}`));
    };
    socket.once('connect', () => {
      socket.off('connect_error', fail);
      resolve(socket);
    });
    socket.once('connect_error', fail);
  });
}

/** POST /visitor/accept-chat: the first accept wins; others get a 409. */
export function acceptChat(base: string, user: SignedIn, visitorId: string): Promise<{ chatId: string }> {
  return apiCall(base, 'POST', '/visitor/accept-chat', { token: user.accessToken, body: { visitorId } });
}

/** POST /chat/end-chat-by-agent: ends the guest's open chat (status 5). */
export function endChat(base: string, user: SignedIn, visitorId: string): Promise<unknown> {
  return apiCall(base, 'POST', '/chat/end-chat-by-agent', { token: user.accessToken, body: { visitorId } });
}

import type { AxiosAdapter } from 'axios';
import type { ComponentType } from 'react';
import type { Observable } from 'rxjs';
import type { ApiClient } from 'shared-kernel/http';
import type { EventBus, SocketFactory } from 'shared-kernel/realtime';
import type { SessionStore } from 'shared-kernel/session';
import type { CommandRegistry } from './command-registry';

/** The services the shell owns and every area uses: one session, one HTTP client, one socket. */
export interface Platform {
  session: SessionStore;
  api: ApiClient;
  bus: EventBus;
  /** Emits after a failed refresh (or a refused renewed token) cleared the session. */
  sessionEnded$: Observable<void>;
  /** Issue 38 (contract 1.4): the command palette's sources; absent in an older shell. */
  commands?: CommandRegistry;
}

export interface PlatformOptions {
  /** API base, e.g. '/api'. */
  apiBase: string;
  /** socket.io server origin; omitted = the page's origin. */
  socketUrl?: string;
  /** socket.io path, default '/socket.io'. */
  socketPath?: string;
  /** After the session was cleared (the shell navigates to /login). */
  onSessionEnded?: () => void;
  /** Session storage, default local storage. */
  storage?: Storage;
  /** Test seams: HTTP transport and socket factory. */
  adapter?: AxiosAdapter;
  io?: SocketFactory;
}

/** What a remote's `./App` module exports (Module Federation). */
export interface RemoteModule {
  /** The area component: its routes. */
  default: ComponentType;
  /** Always-mounted part (notifications, live listeners), rendered whatever the route. */
  Background?: ComponentType;
}

import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'shared-kernel/routing';
import { Subject } from 'rxjs';
import type { AgentReceiveEventName, AgentReceiveEvents, SessionTokens, User } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { PlatformRoot, createCommandRegistry, type Platform } from 'shared-kernel/platform';
import { createMemoryStorage, createSessionStore, type SessionStore } from 'shared-kernel/session';
import type { ToastRecord } from 'shared-kernel/ui';
import { createFakeEventBus, type EmittedEvent, type FakeAcks, type FakeEventBus } from './fake-event-bus';
import { testTokens, testUser } from './fixtures';
import { createMockApi, type MockCall, type MockEndpoints } from './mock-api';

export interface MockShellOptions {
  /** The signed-in user (default: an owner, `testUser()`); null = signed out. */
  user?: User | null;
  tokens?: SessionTokens;
  /** Answers by `API` key or 'METHOD /path'. */
  endpoints?: MockEndpoints;
  /** Initial location, default '/dashboard'. */
  route?: string;
  isOnline?: boolean;
  /** A super admin's selected client account. */
  selectedAccount?: string | null;
  /** Acknowledgements for emitWithAck, by event name (default `{ ok: true }`). */
  acks?: FakeAcks;
}

export interface MockShell {
  /** Wrap the UI under test in it (RTL `wrapper`). */
  Wrapper: (props: { children?: ReactNode }) => ReactElement;
  /** Delivers a socket event to the UI (inside act). */
  push<N extends AgentReceiveEventName>(name: N, payload: AgentReceiveEvents[N]): void;
  /** Events the UI emitted. */
  emitted: EmittedEvent[];
  /** HTTP calls the UI made. */
  calls: MockCall[];
  /** Toasts the UI showed. */
  toasts: ToastRecord[];
  session: SessionStore;
  api: ApiClient;
  bus: FakeEventBus;
  platform: Platform;
  /** Current location of the memory router (path + search + hash). */
  location(): string;
}

/**
 * The shell's side of the contract, in memory: the real HTTP client over fake endpoints, an event bus
 * you push events into, a session, toasts and a memory router. For remote component tests.
 */
export function createMockShell(options: MockShellOptions = {}): MockShell {
  const user = options.user === undefined ? testUser() : options.user;
  const session = createSessionStore(createMemoryStorage());
  if (user) {
    session.setSession(user, options.tokens ?? testTokens(user));
    if (options.isOnline !== undefined) session.setOnline(options.isOnline);
    if (options.selectedAccount) session.setSelectedAccount(options.selectedAccount);
  }
  const calls: MockCall[] = [];
  const toasts: ToastRecord[] = [];
  const ended = new Subject<void>();
  const endpoints: MockEndpoints = { refresh: () => testTokens(session.getUser() ?? testUser(), 3600, 'renewed'), ...options.endpoints };
  const api = createMockApi(session, endpoints, calls, () => ended.next());
  const bus = createFakeEventBus(options.acks);
  const platform: Platform = { session, api, bus, sessionEnded$: ended.asObservable(), commands: createCommandRegistry() };
  const where = { path: options.route ?? '/dashboard' };
  const recordToast = (toast: ToastRecord) => {
    toasts.push(toast);
  };

  function LocationSpy() {
    const location = useLocation();
    useEffect(() => {
      where.path = `${location.pathname}${location.search}${location.hash}`;
    }, [location]);
    return null;
  }

  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <PlatformRoot platform={platform} onToast={recordToast}>
        <MemoryRouter initialEntries={[options.route ?? '/dashboard']}>
          <LocationSpy />
          {children}
        </MemoryRouter>
      </PlatformRoot>
    );
  }

  return {
    Wrapper,
    push(name, payload) {
      act(() => bus.push(name, payload));
    },
    emitted: bus.emitted,
    calls,
    toasts,
    session,
    api,
    bus,
    platform,
    location: () => where.path,
  };
}

export type RenderWithShellResult = RenderResult & Omit<MockShell, 'Wrapper'> & { shell: MockShell };

/** RTL `render` inside a mock shell; returns RTL's result plus the shell's handles. */
export function renderWithShell(
  ui: ReactElement,
  options: MockShellOptions & { renderOptions?: Omit<RenderOptions, 'wrapper'> } = {},
): RenderWithShellResult {
  const { renderOptions, ...shellOptions } = options;
  const shell = createMockShell(shellOptions);
  const result = render(ui, { ...renderOptions, wrapper: shell.Wrapper });
  const { Wrapper: _wrapper, ...handles } = shell;
  return { ...result, ...handles, shell };
}

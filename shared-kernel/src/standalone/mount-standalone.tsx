import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createPlatform, type Platform } from 'shared-kernel/platform';
import { StandaloneApp } from './standalone-app';

export interface MountStandaloneOptions {
  App: ComponentType;
  Background?: ComponentType;
  title: string;
  /** API base, default '/api' (the dev server proxies it, and /socket.io, to the server). */
  apiBase?: string;
  socketUrl?: string;
  /** The area's pages (links in the bar; '/' goes to the first). */
  paths?: readonly string[];
  /** Where to render, default #root (created when missing). */
  element?: HTMLElement;
}

/**
 * Runs one remote alone for development and QA: sign in against the server, then the area with the
 * same HTTP client and socket as in the shell (built by the same `createPlatform`).
 */
export function mountStandalone({ App, Background, title, apiBase = '/api', socketUrl, paths, element }: MountStandaloneOptions): {
  platform: Platform;
  unmount: () => void;
} {
  const container = element ?? document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const platform = createPlatform({ apiBase, socketUrl });
  document.title = title;
  const root = createRoot(container);
  root.render(<StandaloneApp platform={platform} App={App} Background={Background} title={title} paths={paths} />);
  return {
    platform,
    unmount: () => {
      root.unmount();
      platform.bus.disconnect();
    },
  };
}

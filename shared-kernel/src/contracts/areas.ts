// The five remote areas of the console and the paths each one owns (Module Federation names fixed by the plan).

export type RemoteName = 'mfe_live_chat' | 'mfe_settings' | 'mfe_history' | 'mfe_agents' | 'mfe_reports';

export interface AreaDefinition {
  /** Module Federation remote name. */
  remote: RemoteName;
  /** Workspace package (and folder under /remotes/). */
  pkg: string;
  title: string;
  /** react-router patterns the area renders. */
  paths: readonly string[];
  /**
   * The remote exports an always-mounted part (RemoteModule.Background), so its entry is fetched for
   * every signed-in screen. Without it, a remote is fetched only when its area is first needed.
   */
  background?: boolean;
  /**
   * The area lists and edits records with shared-kernel/mui-data (tables, cards, choice controls); the shell
   * provides that module and warms it with the area's prefetch, so no remote bundles MUI's core again for it.
   */
  dataKit?: boolean;
}

export const AREAS = [
  { remote: 'mfe_live_chat', pkg: 'mfe-live-chat', title: 'Live Chat', paths: ['/dashboard', '/active-chats'] },
  {
    remote: 'mfe_settings',
    pkg: 'mfe-settings',
    title: 'Settings',
    dataKit: true,
    paths: [
      '/my-widgets',
      '/create-widget',
      '/edit-widget',
      '/canned-messages',
      '/auto-messages',
      '/create-auto-message',
      '/edit-auto-message',
      '/widget-settings',
      '/integrations/*',
    ],
  },
  {
    remote: 'mfe_history',
    pkg: 'mfe-history',
    title: 'History',
    dataKit: true,
    paths: ['/contacts', '/contact-history/:id', '/conversation-history', '/chat/*', '/unattended-chats', '/blocked-visitors'],
  },
  { remote: 'mfe_agents', pkg: 'mfe-agents', title: 'Agents', paths: ['/manage-agents', '/create-agent'], dataKit: true },
  { remote: 'mfe_reports', pkg: 'mfe-reports', title: 'Reports', paths: ['/reports', '/reports/agents', '/reports/ratings'], dataKit: true },
] as const satisfies readonly AreaDefinition[];

/** The remotes whose always-mounted part the console mounts for a signed-in user. */
export const BACKGROUND_REMOTES: readonly RemoteName[] = AREAS.filter((area: AreaDefinition) => area.background).map(
  (area) => area.remote,
);

/** Default remotes.json: remote name → manifest URL on the serving origin. */
export const DEFAULT_REMOTES: Record<RemoteName, string> = {
  mfe_live_chat: '/remotes/mfe-live-chat/mf-manifest.json',
  mfe_settings: '/remotes/mfe-settings/mf-manifest.json',
  mfe_history: '/remotes/mfe-history/mf-manifest.json',
  mfe_agents: '/remotes/mfe-agents/mf-manifest.json',
  mfe_reports: '/remotes/mfe-reports/mf-manifest.json',
};

/** The module every remote exposes. */
export const REMOTE_EXPOSE = './App';

export type AreaOf<R extends RemoteName> = Extract<(typeof AREAS)[number], { remote: R }>;
export type AreaPathOf<R extends RemoteName> = AreaOf<R>['paths'][number];

/** A remote's own entry of AREAS, typed with its literal paths. */
export function areaOf<R extends RemoteName>(remote: R): AreaOf<R> {
  const area = AREAS.find((candidate): candidate is AreaOf<R> => candidate.remote === remote);
  if (!area) throw new Error(`AREAS has no ${remote} entry`);
  return area;
}

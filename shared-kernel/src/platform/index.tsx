export { createPlatform } from './create-platform';
export { PlatformRoot, type PlatformRootProps } from './platform-root';
export { PlatformContext, PlatformProvider, usePlatform, useApi, useEventBus } from './platform-context';
export { useSession, useSignedIn, type SessionView } from './use-session';
export { useToast } from './use-toast';
export { useLoaded, useRecordList, type Loaded, type RecordList } from './use-loaded';
export { useEvent } from './use-event';
export { useViewport } from './use-viewport';
export { useNow } from './use-now';
export { createCommandRegistry, useCommandSource, type CommandRegistry } from './command-registry';
export { AreaRoutes, useAreaParams, type AreaPage } from './area-routes';
export type { Platform, PlatformOptions, RemoteModule } from './platform-types';
export type { ToastApi } from '../ui/toast/toast-context';
export type { ViewportClass } from 'shared-kernel/contracts';
export { applyLanguageChoice } from './console-language';
/** The kernel's UI texts' catalogue, here too: the first screen loads this module, not the UI kit. */
export { uiCatalogue } from '../ui/i18n/catalogue';

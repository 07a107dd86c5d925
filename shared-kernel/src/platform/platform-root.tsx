import { CssBaseline } from 'shared-kernel/mui';
import { useEffect, type ReactNode } from 'react';
import { ConsoleDirection } from './console-direction';
import { followUserLanguage } from './console-language';
import type { ToastRecord } from '../ui/toast/toast-context';
import { ToastProvider } from '../ui/toast/toast-provider';
import { PlatformProvider } from './platform-context';
import type { Platform } from './platform-types';

export interface PlatformRootProps {
  platform: Platform;
  children?: ReactNode;
  /** Hears every toast (the mock shell records them). */
  onToast?: (toast: ToastRecord) => void;
}

/** Theme (in the language's direction), baseline CSS, toasts and the platform services: the frame around the shell or a standalone remote. */
export function PlatformRoot({ platform, children, onToast }: PlatformRootProps) {
  useEffect(() => followUserLanguage(platform.session), [platform.session]);
  return (
    <ConsoleDirection>
      <CssBaseline />
      <ToastProvider onToast={onToast}>
        <PlatformProvider platform={platform}>{children}</PlatformProvider>
      </ToastProvider>
    </ConsoleDirection>
  );
}

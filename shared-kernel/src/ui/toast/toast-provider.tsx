import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions, type ToastRecord, type ToastVariant } from './toast-context';
import type { ToastHostProps } from './toast-host';

export interface ToastProviderProps {
  children: ReactNode;
  /** Hears every toast (the mock shell records them). */
  onToast?: (toast: ToastRecord) => void;
  maxSnack?: number;
}

export interface QueuedToast {
  id: number;
  variant: ToastVariant;
  message: string;
  options: ToastOptions;
}

// notistack is not on the first screen: it is fetched with the first toast, which waits in the queue.
let loadedHost: ComponentType<ToastHostProps> | null = null;
/** Downloads the toast host; once it is in, every later provider mounts it at once (and tests preload it). */
export const loadToastHost = () =>
  import('./toast-host').then((module) => {
    loadedHost = module.ToastHost;
    return module.ToastHost;
  });
let nextToastId = 1;

/** Toasts at the bottom right (notistack), exposed through `ToastContext` as success / error / info. */
export function ToastProvider({ children, onToast, maxSnack = 4 }: ToastProviderProps) {
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | null>(() => loadedHost);

  useEffect(() => {
    if (queue.length === 0 || Host) return;
    if (loadedHost) {
      setHost(() => loadedHost);
      return;
    }
    let live = true;
    // A failed download (offline) is tried again with the next toast; the queue keeps the toasts.
    loadToastHost().then(
      (loaded) => live && setHost(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [queue.length, Host]);

  const api = useMemo<ToastApi>(() => {
    const show = (variant: ToastVariant) => (message: string, options: ToastOptions = {}) => {
      onToast?.({ variant, message });
      setQueue((current) => [...current, { id: nextToastId++, variant, message, options }]);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [onToast]);

  const onShown = useCallback((ids: readonly number[]) => {
    setQueue((current) => current.filter((toast) => !ids.includes(toast.id)));
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Host && <Host queue={queue} onShown={onShown} maxSnack={maxSnack} />}
    </ToastContext.Provider>
  );
}

import { createContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** ms before it hides (e.g. the 20 s mobile new-chat toast); null keeps it until closed. */
  autoHideDuration?: number | null;
  /** Identical toasts with the same key are shown once. */
  key?: string;
}

/** What `useToast()` returns. */
export interface ToastApi {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}

export interface ToastRecord {
  variant: ToastVariant;
  message: string;
}

export const ToastContext = createContext<ToastApi | null>(null);

import { useContext } from 'react';
import { ToastContext, type ToastApi } from '../ui/toast/toast-context';

/** `{ success, error, info }` toasts (bottom right, dark; errors red, others blue). */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> (PlatformRoot provides one).');
  return toast;
}

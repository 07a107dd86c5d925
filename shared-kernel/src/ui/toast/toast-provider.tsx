import { styled } from 'shared-kernel/mui';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { TOAST_COLORS } from '../theme';
import { ToastContext, type ToastApi, type ToastOptions, type ToastRecord, type ToastVariant } from './toast-context';

/** Dark toasts: error red, all others blue. */
const DarkToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent': {
    backgroundColor: TOAST_COLORS.other,
    color: TOAST_COLORS.text,
    boxShadow: '0 6px 18px rgba(0, 0, 0, 0.35)',
  },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_COLORS.error },
});

const COMPONENTS = { default: DarkToast, success: DarkToast, info: DarkToast, warning: DarkToast, error: DarkToast };

export interface ToastProviderProps {
  children: ReactNode;
  /** Hears every toast (the mock shell records them). */
  onToast?: (toast: ToastRecord) => void;
  maxSnack?: number;
}

/** notistack at the bottom right, exposed through `ToastContext` as success / error / info. */
export function ToastProvider({ children, onToast, maxSnack = 4 }: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={maxSnack}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={5000}
      Components={COMPONENTS}
    >
      <ToastBridge onToast={onToast}>{children}</ToastBridge>
    </SnackbarProvider>
  );
}

function ToastBridge({ children, onToast }: { children: ReactNode; onToast?: (toast: ToastRecord) => void }) {
  const { enqueueSnackbar } = useSnackbar();

  const api = useMemo<ToastApi>(() => {
    const show = (variant: ToastVariant) => (message: string, options: ToastOptions = {}) => {
      onToast?.({ variant, message });
      enqueueSnackbar(message, {
        variant,
        ...(options.autoHideDuration !== undefined ? { autoHideDuration: options.autoHideDuration } : {}),
        ...(options.key ? { key: options.key, preventDuplicate: true } : {}),
      });
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [enqueueSnackbar, onToast]);

  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

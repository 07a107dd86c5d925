import { styled } from 'shared-kernel/mui';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_COLORS } from '../theme';
import type { QueuedToast } from './toast-provider';

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

export interface ToastHostProps {
  queue: readonly QueuedToast[];
  /** The toasts handed to notistack, to drop from the queue. */
  onShown: (ids: readonly number[]) => void;
  maxSnack: number;
}

/** notistack at the bottom right; downloaded with the first toast (ToastProvider). */
export function ToastHost({ queue, onShown, maxSnack }: ToastHostProps) {
  return (
    <SnackbarProvider maxSnack={maxSnack} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={5000} Components={COMPONENTS}>
      <QueueDrain queue={queue} onShown={onShown} />
    </SnackbarProvider>
  );
}

function QueueDrain({ queue, onShown }: Omit<ToastHostProps, 'maxSnack'>) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const { variant, message, options } of queue) {
      enqueueSnackbar(message, {
        variant,
        ...(options.autoHideDuration !== undefined ? { autoHideDuration: options.autoHideDuration } : {}),
        ...(options.key ? { key: options.key, preventDuplicate: true } : {}),
      });
    }
    onShown(queue.map((toast) => toast.id));
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}

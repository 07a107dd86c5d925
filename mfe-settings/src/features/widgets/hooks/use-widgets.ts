import { useCallback, useEffect, useState } from 'react';
import type { Widget } from 'shared-kernel/contracts';
import { useToast } from 'shared-kernel/platform';
import { useWidgetCalls } from '../api/widget-calls';
import { failureText } from '../lib/error-text';
import { WIDGET_TEXTS as T } from '../texts';

export type WidgetList = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; widgets: Widget[] };

/** The account's widgets (loaded on mount, reloadable) and their delete (spec 001 §2, §8). */
export function useWidgets() {
  const calls = useWidgetCalls();
  const toast = useToast();
  const [list, setList] = useState<WidgetList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    calls.list().then(
      (widgets) => live && setList({ status: 'ready', widgets }),
      (err: unknown) => {
        if (!live) return;
        toast.error(failureText(err));
        setList({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [calls, toast, attempt]);

  const reload = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** Resolves true when the server acknowledged the delete; the item leaves the list. */
  const remove = useCallback(
    async (widget: Widget): Promise<boolean> => {
      try {
        await calls.remove(widget._id);
      } catch (err) {
        toast.error(failureText(err));
        return false;
      }
      setList((current) => (current.status === 'ready' ? { status: 'ready', widgets: current.widgets.filter((w) => w._id !== widget._id) } : current));
      toast.success(T.deleted);
      return true;
    },
    [calls, toast],
  );

  return { list, reload, remove };
}

import { useCallback } from 'react';
import type { Widget } from 'shared-kernel/contracts';
import { useToast } from 'shared-kernel/platform';
import { useWidgetCalls } from '../api/widget-calls';
import { checkWidget } from '../lib/check-widget';
import { failureText } from '../lib/error-text';
import { hasRoutingError, withRoutingErrors } from '../lib/routing-form';
import { createPayload, type WidgetSettingsCopy } from '../lib/widget-form';
import { WIDGET_TEXTS as T } from '../texts';

export type CreateResult = { ok: true; widget: Widget } | { ok: false; errors: Record<string, string> };

/** Checks, sends POST /widget/create and toasts the outcome (spec 001 §2, §8). */
export function useCreateWidget() {
  const calls = useWidgetCalls();
  const toast = useToast();
  return useCallback(
    async (widgetName: string, domain: string, settings: WidgetSettingsCopy): Promise<CreateResult> => {
      const check = await checkWidget(createPayload(widgetName, domain, settings));
      if (!check.ok) {
        const errors = withRoutingErrors(check.errors);
        const fieldError = errors.widgetName || errors.domain || hasRoutingError(errors);
        if (!fieldError) toast.error(check.message);
        return { ok: false, errors };
      }
      try {
        const widget = await calls.create(check.payload);
        toast.success(T.created);
        return { ok: true, widget };
      } catch (err) {
        toast.error(failureText(err));
        return { ok: false, errors: {} };
      }
    },
    [calls, toast],
  );
}

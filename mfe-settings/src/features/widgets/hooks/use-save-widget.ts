import { useCallback } from 'react';
import { maskSecret, isMaskedSecret, type Widget, type WidgetUpdatePayload } from 'shared-kernel/contracts';
import { useToast } from 'shared-kernel/platform';
import { useWidgetCalls } from '../api/widget-calls';
import { checkWidget } from '../lib/check-widget';
import { failureText } from '../lib/error-text';
import { hasRoutingError, withRoutingErrors } from '../lib/routing-form';
import { updatePayload, type EditorValues } from '../lib/widget-form';
import { WIDGET_TEXTS as T } from '../texts';

export type SaveResult = { ok: true; widget: Widget } | { ok: false; errors: Record<string, string> };

const masked = (value: string) => (value === '' || isMaskedSecret(value) ? value : maskSecret(value));

/** The widget as saved when the answer does not carry it: the body sent, its secrets masked again. */
function savedWidget(widget: Widget, sent: WidgetUpdatePayload): Widget {
  const { widgetId: _id, department, ...settings } = sent;
  return {
    ...widget,
    ...settings,
    department: department ? [{ ids: department, names: [] }] : null,
    googleAnalytics: { ...settings.googleAnalytics, apiSecret: masked(settings.googleAnalytics.apiSecret) },
    stripeConfig: { ...settings.stripeConfig, stripe_secret_key: masked(settings.stripeConfig.stripe_secret_key) },
    googleAdsConfig: {
      ...settings.googleAdsConfig,
      google_client_secret: masked(settings.googleAdsConfig.google_client_secret),
      google_developer_token: masked(settings.googleAdsConfig.google_developer_token),
      refresh_token: masked(settings.googleAdsConfig.refresh_token),
    },
  };
}

/** Field errors of the shared schema, by the editor's own field names. */
function editorErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = path.startsWith('notificationEmailIds')
      ? 'notificationEmailIds'
      : path === 'widgetStyle.backgroundColor'
        ? 'backgroundColor'
        : path === 'widgetStyle.textColor'
          ? 'textColor'
          : path;
    out[key] ??= message;
  }
  return withRoutingErrors(out);
}

const EDITOR_FIELDS = ['widgetName', 'domain', 'notificationEmailIds', 'backgroundColor', 'textColor'];

/** Save Changes: at least one e-mail, the shared schema, then PATCH /widget/update (spec 001 §5, §7, §8). */
export function useSaveWidget() {
  const calls = useWidgetCalls();
  const toast = useToast();
  return useCallback(
    async (widget: Widget, values: EditorValues): Promise<SaveResult> => {
      if (values.notificationEmailIds.length === 0) return { ok: false, errors: { notificationEmailIds: T.emailsRequired } };
      const check = await checkWidget(updatePayload(widget, values));
      if (!check.ok) {
        const errors = editorErrors(check.errors);
        if (!EDITOR_FIELDS.some((field) => errors[field]) && !hasRoutingError(errors)) toast.error(check.message);
        return { ok: false, errors };
      }
      try {
        const answer = await calls.update(check.payload);
        toast.success(T.updated);
        return { ok: true, widget: answer ?? savedWidget(widget, check.payload) };
      } catch (err) {
        toast.error(failureText(err));
        return { ok: false, errors: {} };
      }
    },
    [calls, toast],
  );
}

// The shared widget schema, loaded with the first save (yup stays off the Domains list): the same rules
// the server applies (domain cleaned as §5 then checked as a host, colours, at least one e-mail).
import type { WidgetCreatePayload, WidgetUpdatePayload } from 'shared-kernel/contracts';

export type WidgetCheck<P> = { ok: true; payload: P } | { ok: false; message: string; errors: Record<string, string> };

export async function checkWidget<P extends WidgetCreatePayload | WidgetUpdatePayload>(payload: P): Promise<WidgetCheck<P>> {
  const { validateWith, widgetSchema, widgetUpdateSchema } = await import('shared-kernel/validation');
  const schema = 'widgetId' in payload ? widgetUpdateSchema : widgetSchema;
  const result = await validateWith(schema, payload);
  if (!result.ok) return { ok: false, message: result.message, errors: result.errors };
  // Only the cleaned name and domain are taken from the cast; the rest goes as built.
  return { ok: true, payload: { ...payload, widgetName: result.value.widgetName, domain: result.value.domain } };
}

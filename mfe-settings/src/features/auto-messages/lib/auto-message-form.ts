// The auto message form's values, checks and body (spec 001 §5: site-wide sends pagePath null; timer an integer).
import { normalizePagePath, type AutoMessage, type AutoMessagePayload } from 'shared-kernel/contracts';
import { autoMessageSchema, fieldErrors } from 'shared-kernel/validation';
import { AUTO_TEXTS as T } from '../texts';

export type PageScope = 'all' | 'one';

export interface AutoFormValues {
  title: string;
  message: string;
  /** The widget's id ('' until one is picked). */
  widgetId: string;
  scope: PageScope;
  /** Typed page path; only sent when scope is 'one'. */
  pagePath: string;
  /** As typed; read as a whole number of seconds. */
  timer: string;
}

/** Not in the spec: a new auto message waits 10 s, long enough to show interest. */
export const DEFAULT_TIMER_S = 10;

/** The widget id of a stored auto message: an object on read, an id on write. */
export function widgetIdOf(item: Pick<AutoMessage, 'widgetId'>): string {
  const widget = item.widgetId as AutoMessage['widgetId'] | string | null | undefined;
  if (typeof widget === 'string') return widget;
  return widget?._id ?? '';
}

export function initialValues(item?: AutoMessage | null): AutoFormValues {
  if (!item) return { title: '', message: '', widgetId: '', scope: 'all', pagePath: '', timer: String(DEFAULT_TIMER_S) };
  return {
    title: item.title ?? '',
    message: item.message ?? '',
    widgetId: widgetIdOf(item),
    scope: item.pagePath ? 'one' : 'all',
    pagePath: item.pagePath ?? '',
    timer: String(item.timer ?? ''),
  };
}

function schemaInput(values: AutoFormValues) {
  return {
    title: values.title,
    message: values.message,
    widgetId: values.widgetId,
    pagePath: values.scope === 'one' ? values.pagePath : null,
    timer: values.timer.trim(),
  };
}

/** Every field's first message; the timer must be digits only (the schema would read '1.5' as 1). */
export function validateAutoForm(values: AutoFormValues): Partial<Record<keyof AutoFormValues, string>> {
  const errors: Partial<Record<keyof AutoFormValues, string>> = fieldErrors(autoMessageSchema, schemaInput(values));
  if (!/^\d+$/.test(values.timer.trim())) errors.timer = T.timerInvalid;
  if (values.scope === 'one' && normalizePagePath(values.pagePath) === null) errors.pagePath = T.pagePathRequired;
  return errors;
}

/** The body of create and edit: trimmed texts, pagePath null for all pages or normalised, timer an integer. */
export function toPayload(values: AutoFormValues): AutoMessagePayload {
  const cast = autoMessageSchema.validateSync(schemaInput(values));
  return { title: cast.title, message: cast.message, pagePath: cast.pagePath ?? null, timer: cast.timer, widgetId: cast.widgetId };
}

/** The Page Path cell: 'All pages' for null. */
export function pagePathLabel(pagePath: string | null | undefined): string {
  return pagePath ? pagePath : T.allPages;
}

/** Whether navigation state holds an auto message to edit. */
export function isAutoMessage(state: unknown): state is AutoMessage {
  if (!state || typeof state !== 'object') return false;
  const item = state as Partial<AutoMessage>;
  return typeof item._id === 'string' && typeof item.title === 'string' && typeof item.message === 'string';
}

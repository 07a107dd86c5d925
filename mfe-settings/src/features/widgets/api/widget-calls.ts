// The widget calls of spec 001 §7, one typed function each, and the hook that binds them to the console's client.
import { useMemo } from 'react';
import type { DepartmentGroup, Widget, WidgetCreatePayload, WidgetUpdatePayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** An answer that is not what the call promises (e.g. `{ message }` in a 200): the caller toasts its message. */
export class UnexpectedAnswer extends Error {
  constructor(readonly answer: unknown) {
    super('Unexpected answer');
  }
}

/** POST /widget/get-widgets: the account's widgets. */
export async function getWidgets(api: ApiClient): Promise<Widget[]> {
  const answer = await api.call('getWidgets');
  if (!Array.isArray(answer)) throw new UnexpectedAnswer(answer);
  return answer;
}

/** POST /widget/create: the created widget, which carries its pluginId; anything else is a failure. */
export async function createWidget(api: ApiClient, payload: WidgetCreatePayload): Promise<Widget> {
  const answer = await api.call('createWidget', payload);
  if (!answer?.pluginId) throw new UnexpectedAnswer(answer);
  return answer;
}

/** PATCH /widget/update: code 400 (in the status or the body) is an error, anything else success. */
export async function updateWidget(api: ApiClient, payload: WidgetUpdatePayload): Promise<Widget | null> {
  const answer: unknown = await api.call('updateWidget', payload);
  if (answer && typeof answer === 'object' && (answer as { statusCode?: unknown }).statusCode === 400) throw new UnexpectedAnswer(answer);
  return answer && typeof answer === 'object' && (answer as Widget)._id ? (answer as Widget) : null;
}

/** DELETE /widget/delete/{id}: success when acknowledged is true. */
export async function deleteWidget(api: ApiClient, id: string): Promise<void> {
  const answer = await api.call('deleteWidget', undefined, { params: { id } });
  if (answer?.acknowledged !== true) throw new UnexpectedAnswer(answer);
}

/** GET /users/by-department: the account's departments (first element of each group). */
export async function getDepartments(api: ApiClient): Promise<Array<{ _id: string; title: string }>> {
  const answer: unknown = await api.call('byDepartment');
  if (!Array.isArray(answer)) return [];
  return (answer as DepartmentGroup[]).map((group) => group?.[0]).filter((d): d is DepartmentGroup[0] => Boolean(d?._id));
}

export function useWidgetCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      list: () => getWidgets(api),
      create: (payload: WidgetCreatePayload) => createWidget(api, payload),
      update: (payload: WidgetUpdatePayload) => updateWidget(api, payload),
      remove: (id: string) => deleteWidget(api, id),
      departments: () => getDepartments(api),
    }),
    [api],
  );
}

// The account's domains for the form's select: this feature's own read of POST /widget/get-widgets.
import type { ApiClient } from 'shared-kernel/http';

export interface DomainOption {
  /** The widget's id, sent as the auto message's widgetId. */
  id: string;
  domain: string;
  widgetName: string;
}

export async function fetchDomains(api: ApiClient, signal?: AbortSignal): Promise<DomainOption[]> {
  const answer = await api.call('getWidgets', undefined, { signal });
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((widget) => widget && typeof widget._id === 'string')
    .map((widget) => ({ id: widget._id, domain: widget.domain ?? '', widgetName: widget.widgetName ?? '' }));
}

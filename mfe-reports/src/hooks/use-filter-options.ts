// The filter bar's choices, loaded once per screen. They only narrow a report, so a failed list is left
// empty (its select offers 'All') rather than raising a toast over the report itself.
import { useEffect, useState } from 'react';
import { isClientRole } from 'shared-kernel/contracts';
import { useApi, useSession } from 'shared-kernel/platform';
import { fetchAgentOptions, fetchDepartmentOptions, fetchDomainOptions, type FilterOption } from '../api/filter-calls';
import type { FilterKey } from '../lib/report-query';

export type FilterOptions = Record<FilterKey, FilterOption[]>;

const NONE: FilterOptions = { pluginId: [], departmentId: [], agentId: [] };

export function useFilterOptions(): FilterOptions {
  const api = useApi();
  const { user } = useSession();
  const agentsOnly = !isClientRole(user);
  const [options, setOptions] = useState<FilterOptions>(NONE);
  useEffect(() => {
    const abort = new AbortController();
    const settle = (key: FilterKey) => (list: FilterOption[]) => {
      if (!abort.signal.aborted) setOptions((current) => ({ ...current, [key]: list }));
    };
    const quiet = () => undefined;
    fetchDomainOptions(api, abort.signal).then(settle('pluginId'), quiet);
    fetchDepartmentOptions(api, abort.signal).then(settle('departmentId'), quiet);
    fetchAgentOptions(api, agentsOnly, abort.signal).then(settle('agentId'), quiet);
    return () => abort.abort();
  }, [api, agentsOnly]);
  return options;
}

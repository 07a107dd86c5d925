// The domain choices for everyone and the agent choices for non-agents (agents get no agent filter and no agent-list call).
import { useEffect, useState } from 'react';
import { useApi } from 'shared-kernel/platform';
import { fetchAgentOptions, fetchDomainOptions, type AgentOption, type DomainOption } from './api/filter-option-calls';

export interface FilterOptions {
  domains: DomainOption[];
  /** null when the agent filter is not offered. */
  agents: AgentOption[] | null;
  /** The lists have arrived (false while loading and after a failure). */
  domainsLoaded: boolean;
  agentsLoaded: boolean;
}

const NONE: never[] = [];

export function useFilterOptions(withAgents: boolean): FilterOptions {
  const api = useApi();
  const [domains, setDomains] = useState<DomainOption[] | null>(null);
  const [agents, setAgents] = useState<AgentOption[] | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    // A failed option list leaves only 'All Domains': the list itself still works.
    fetchDomainOptions(api, abort.signal).then(
      (list) => !abort.signal.aborted && setDomains(list),
      () => undefined,
    );
    return () => abort.abort();
  }, [api]);

  useEffect(() => {
    if (!withAgents) return undefined;
    const abort = new AbortController();
    fetchAgentOptions(api, abort.signal).then(
      (list) => !abort.signal.aborted && setAgents(list),
      () => undefined,
    );
    return () => abort.abort();
  }, [api, withAgents]);

  return { domains: domains ?? NONE, agents: withAgents ? (agents ?? NONE) : null, domainsLoaded: domains !== null, agentsLoaded: withAgents && agents !== null };
}

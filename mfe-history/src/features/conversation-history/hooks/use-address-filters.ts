// Keeps Conversation History's applied filters and its address in step: the address's filters are the
// first ones (read once, before the first call), an address changed from outside (a link, Back) applies
// its filters, and filters applied on the screen replace the address's (a reload keeps them).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-kernel/routing';
import type { ReviewFilters } from '../../../components/chat-review/review-filters';
import type { ChatReview } from '../../../components/chat-review/use-chat-review';
import type { FilterOptions } from '../../../components/chat-review/use-filter-options';
import { addressWithFilters, filtersFromAddress, hasFilters } from '../lib/address-filters';

/**
 * The filters the address asks for when the screen opens (null for none): useChatReview's initial filters.
 * @param withAgents whether the agent filter is offered (not to agents: theirs is implied).
 */
export function useInitialAddressFilters(withAgents: boolean): ReviewFilters | null {
  const { search } = useLocation();
  const [initial] = useState(() => {
    const filters = filtersFromAddress(search);
    if (!filters || withAgents || !filters.agentId) return filters;
    const rest = { ...filters, agentId: '' };
    return hasFilters(rest) ? rest : null;
  });
  return initial;
}

export function useAddressFilters(review: ChatReview, options: FilterOptions): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { applied, apply, clear } = review;
  const seen = useRef({ search, applied });

  useEffect(() => {
    const last = seen.current;
    if (applied !== last.applied) {
      const next = addressWithFilters(search, applied);
      seen.current = { search: next, applied };
      if (next !== search) navigate({ pathname, search: next }, { replace: true });
    } else if (search !== last.search) {
      seen.current = { search, applied };
      const filters = filtersFromAddress(search);
      if (filters) apply(filters);
      else clear();
    }
  }, [applied, search, pathname, navigate, apply, clear]);

  // An agent or domain the address names but the account does not have is left out once the choices are known
  // (agents have no agent filter: theirs is implied).
  const { domains, agents, domainsLoaded, agentsLoaded } = options;
  useEffect(() => {
    let next = applied;
    if (next.pluginId && domainsLoaded && !domains.some((domain) => domain.pluginId === next.pluginId)) next = { ...next, pluginId: '' };
    if (next.agentId && (agents === null || (agentsLoaded && !agents.some((agent) => agent.id === next.agentId)))) next = { ...next, agentId: '' };
    if (next === applied) return;
    if (hasFilters(next)) apply(next);
    else clear();
  }, [applied, domains, agents, domainsLoaded, agentsLoaded, apply, clear]);
}

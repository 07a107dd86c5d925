import { useCallback } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** GET /visitor/current-visitors?take=50&page={n}&order=DESC: the guests online now, a page at a time. */
export function fetchCurrentVisitors(api: ApiClient, page: number) {
  return api.call('currentVisitors', undefined, { query: { take: LIMITS.GUEST_PAGE_SIZE, page, order: 'DESC' } });
}

export function useFetchCurrentVisitors() {
  const api = useApi();
  return useCallback((page: number) => fetchCurrentVisitors(api, page), [api]);
}

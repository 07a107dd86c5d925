import { useCallback, useEffect, useState } from 'react';
import type { CannedMessage } from 'shared-kernel/contracts';
import { useApi } from 'shared-kernel/platform';
import { loadCanned } from '../api/canned-calls';

/** The account's canned messages (loaded once per page); `reload` re-reads the cache after a create. */
export function useCannedMessages() {
  const api = useApi();
  const [list, setList] = useState<CannedMessage[]>([]);
  const reload = useCallback(() => {
    loadCanned(api)
      .then(setList)
      // Without the list the '#' menu shows 'No match found'; nothing else to tell the agent.
      .catch(() => setList([]));
  }, [api]);
  useEffect(reload, [reload]);
  return { list, reload };
}

import { useEffect, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchDomains, type DomainOption } from '../api/domain-calls';
import { AUTO_TEXTS as T } from '../texts';

/**
 * The account's domains for the select. With none, `noDomainsNotice` is true for 5 s
 * (spec 001 §2, §9: 'There are no domains created till now' for 5000 ms).
 */
export function useDomains() {
  const api = useApi();
  const toast = useToast();
  const [domains, setDomains] = useState<DomainOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [noDomainsNotice, setNoDomainsNotice] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    fetchDomains(api, abort.signal)
      .then((list) => {
        if (abort.signal.aborted) return;
        setDomains(list);
        if (list.length === 0) {
          setNoDomainsNotice(true);
          timer = setTimeout(() => setNoDomainsNotice(false), LIMITS.NO_DOMAINS_MS);
        }
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, T.failed));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [api, toast]);

  return { domains, loading, failed, noDomainsNotice };
}

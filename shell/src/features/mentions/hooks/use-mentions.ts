// The signed-in user's mentions, for the header: loaded at start (and after a dropped connection), and
// live from the `mention` event (added on top, counted unread, announced by a short sound and a blue toast). Nothing is said when the
// load fails: the badge simply starts at zero.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { MentionsPage } from 'shared-kernel/contracts';
import { useApi, useEvent, useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { fetchMentions } from '../api/mention-calls';
import { MENTIONS_TEXTS as T } from '../texts';

/** Mentions kept in the list (the server's page is about as long). */
export const MENTIONS_KEPT = 50;
const EMPTY: MentionsPage = { mentions: [], unread: 0 };

export interface Mentions {
  page: MentionsPage;
  setPage: Dispatch<SetStateAction<MentionsPage>>;
}

export function useMentions(): Mentions {
  const api = useApi();
  const bus = useEventBus();
  const toast = useToast();
  const userId = useSession().user?._id;
  const [page, setPage] = useState(EMPTY);
  const seen = useRef(new Set<string>());

  useEffect(() => {
    setPage(EMPTY);
    seen.current = new Set();
    if (!userId) return;
    let abort: AbortController | undefined;
    const load = () => {
      abort?.abort();
      const current = (abort = new AbortController());
      fetchMentions(api, current.signal).then((loaded) => {
        if (current.signal.aborted) return;
        loaded.mentions.forEach((item) => seen.current.add(item.id));
        setPage(loaded);
      }, () => undefined);
    };
    load();
    // Back from a dropped connection: what was said meanwhile is asked again.
    let dropped = false;
    const subscription = bus.connection$.subscribe((state) => {
      if (state === 'disconnected') dropped = true;
      else if (state === 'connected' && dropped) {
        dropped = false;
        load();
      }
    });
    return () => {
      subscription.unsubscribe();
      abort?.abort();
    };
  }, [api, bus, userId]);

  useEvent('mention', (item) => {
    if (!item?.id || seen.current.has(item.id)) return;
    seen.current.add(item.id);
    setPage((old) => ({ mentions: [item, ...old.mentions].slice(0, MENTIONS_KEPT), unread: old.unread + (item.read ? 0 : 1) }));
    toast.info(T.toast(item.authorName, item.excerpt), { key: `mention-${item.id}` });
    import('../lib/mention-sound').then((sound) => sound.playMentionSound(), () => undefined);
  });

  return { page, setPage };
}

import { useCallback, useEffect, useReducer } from 'react';
import { useEvent } from 'shared-kernel/platform';
import { useFetchCurrentVisitors } from '../api/current-visitors';
import { guestListReducer, initialGuestList } from './guest-list-state';

/** The current page of live guests, fetched on page change and kept current by the visitor events. */
export function useGuestList() {
  const fetchPage = useFetchCurrentVisitors();
  const [state, dispatch] = useReducer(guestListReducer, initialGuestList);
  const { page } = state;

  useEffect(() => {
    let current = true;
    fetchPage(page).then(
      (answer) => current && dispatch({ type: 'loaded', page, answer }),
      () => current && dispatch({ type: 'failed', page }),
    );
    return () => {
      current = false;
    };
  }, [fetchPage, page]);

  useEvent('new-visitor', (visitor) => dispatch({ type: 'seen', visitor }));
  useEvent('old-visitor', (visitor) => dispatch({ type: 'seen', visitor }));
  useEvent('visitor-disconnected', ({ visitorId }) => dispatch({ type: 'gone', visitorId }));
  // Opening or closing the widget is activity: the guest is no longer idle.
  useEvent('visitor-widget', ({ visitorId }) => dispatch({ type: 'active', visitorId, at: new Date().toISOString() }));
  useEvent('active-visitors-are', ({ visitorIds }) => dispatch({ type: 'snapshot', visitorIds }));
  useEvent('emailid-updated', ({ visitorId, email }) => dispatch({ type: 'contact', visitorId, contact: { email } }));
  useEvent('contact-updated', ({ visitorId, email, firstName, lastName, phoneNumber }) =>
    dispatch({ type: 'contact', visitorId, contact: { email, firstName, lastName, phoneNumber } }),
  );

  const goTo = useCallback((next: number) => dispatch({ type: 'load', page: next }), []);
  return { ...state, goTo };
}

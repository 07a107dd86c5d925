// Contact history (/contact-history/{id}, spec 001 §2): the contact's card and their past chat sessions.
// The contact comes from the Contacts list as navigation state (kept by the browser across a reload);
// opened from a pasted link it is fetched, and one that is no contact of the account says so.
import { Box, Link, Typography } from 'shared-kernel/mui';
import { Breadcrumbs, Skeleton } from 'shared-kernel/mui-console';
import { useMemo } from 'react';
import { useAreaParams } from 'shared-kernel/platform';
import { Link as RouterLink, matchPath, useLocation } from 'shared-kernel/routing';
import { GuestCard, UnknownGuestCard } from '../components/guest-card';
import { SessionList } from '../components/session-list';
import { useContact } from '../hooks/use-contact';
import { useContactSessions } from '../hooks/use-contact-sessions';
import { contactFromState } from '../lib/guest-card-view';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';

/** The contact's _id: the area's :id, or read from the path when mounted on its own. */
function useContactId(): string {
  const params = useAreaParams<'id'>();
  const { pathname } = useLocation();
  return params.id ?? matchPath('/contact-history/:id', pathname)?.params.id ?? '';
}

export default function ContactHistoryPage() {
  const id = useContactId();
  const location = useLocation();
  const passed = useMemo(() => contactFromState(location.state, id), [location.state, id]);
  const contact = useContact(id, passed);
  const sessions = useContactSessions(id);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        {T.title}
      </Typography>
      <Breadcrumbs aria-label={T.breadcrumb} sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/contacts" underline="hover">
          {T.contacts}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {T.details}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 320px) 1fr' }, alignItems: 'start' }}>
        {contact.state === 'ready' ? (
          <GuestCard contact={contact.contact} />
        ) : contact.state === 'loading' ? (
          <Skeleton variant="rounded" height={220} aria-label={T.cardLoading} />
        ) : (
          <UnknownGuestCard sessions={sessions.loading || sessions.failed ? null : sessions.sessions.length} />
        )}
        <Box component="section" aria-label={T.sessions} sx={{ minWidth: 0 }}>
          <SessionList state={sessions} />
        </Box>
      </Box>
    </Box>
  );
}

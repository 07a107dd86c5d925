import { Box, Paper, Stack, Typography } from 'shared-kernel/mui';
import type { Contact } from 'shared-kernel/contracts';
import { GuestFlag, locationOf } from 'shared-kernel/transcript';
import { GuestDeviceIcons } from '../../../components/guest-device-icons';
import { guestName, lastPage } from '../lib/guest-card-view';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '84px 1fr', gap: 1, py: 0.5 }} data-testid={`guest-${label.toLowerCase()}`}>
      <Typography variant="body2" component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The contact's card: Guest{guestId} with flag, browser and OS icons; Name (first name or Guest{id}),
 * Email and Phone when present, the last viewed page trimmed, and the location.
 */
export function GuestCard({ contact }: { contact: Contact }) {
  const heading = T.guest(contact.guestId);
  return (
    <Paper variant="outlined" component="section" aria-label={T.guestCard} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        <GuestFlag flag={contact.flag ?? ''} country={contact.country ?? ''} />
        <GuestDeviceIcons browser={contact.technicalDetails?.browser} operatingSystem={contact.technicalDetails?.operatingSystem} />
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={T.name} value={guestName(contact)} />
        {contact.email?.trim() && <Row label={T.email} value={contact.email.trim()} />}
        {contact.phoneNumber?.trim() && <Row label={T.phone} value={contact.phoneNumber.trim()} />}
        <Row label={T.url} value={lastPage(contact)} />
        <Row label={T.location} value={locationOf(contact)} />
      </Box>
    </Paper>
  );
}

/** Opened without the list's navigation state (a pasted link): what the page knows without the contact. */
export function UnknownGuestCard({ sessions }: { sessions: number | null }) {
  return (
    <Paper variant="outlined" component="section" aria-label={T.guestCard} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.details}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.noDetails}
      </Typography>
      {sessions !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {T.sessionCount(sessions)}
        </Typography>
      )}
    </Paper>
  );
}

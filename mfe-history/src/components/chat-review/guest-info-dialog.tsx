// The Guest Info popup (spec 001 §2): Name, Email, Phone, URL, Location, Chat Session, Conversion.
// Guest-given text is shown as text; only an http(s) address becomes a link. Escape closes it (MUI Dialog).
import type { ReactNode } from 'react';
import { Box, Button, Link, Typography } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import type { ChatHistoryItem } from 'shared-kernel/contracts';
import { fullTime, locationOf } from 'shared-kernel/transcript';
import { conversionText, guestName, isWebAddress, lastViewedPage, sessionLength, sessionStart } from './chat-facts';
import { REVIEW_TEXTS as T } from './texts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`guest-info-${label}`}>
        {children}
      </Typography>
    </>
  );
}

export function GuestInfoDialog({ chat, open, onClose }: { chat: ChatHistoryItem; open: boolean; onClose: () => void }) {
  const visitor = chat.visitorId;
  const name = [visitor?.firstName, visitor?.lastName].filter((part) => part && part.trim()).join(' ');
  const url = lastViewedPage(chat);
  const start = sessionStart(chat);
  const place = visitor ? locationOf(visitor) : '';
  const title = T.guestInfoTitle(guestName(chat));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="guest-info-title" fullWidth maxWidth="xs">
      <DialogTitle id="guest-info-title">{title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          <Field label={T.name}>{name || T.notGiven}</Field>
          <Field label={T.email}>{visitor?.email || T.notGiven}</Field>
          <Field label={T.phone}>{visitor?.phoneNumber || T.notGiven}</Field>
          <Field label={T.url}>
            {url && isWebAddress(url) ? (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </Link>
            ) : (
              url || T.notGiven
            )}
          </Field>
          <Field label={T.location}>{place || T.notGiven}</Field>
          <Field label={T.chatSession}>{T.sessionSpan(fullTime(start), fullTime(chat.updated_at), sessionLength(start, chat.updated_at))}</Field>
          <Field label={T.conversion}>{conversionText(chat)}</Field>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Divider, IconButton, Paper, Stack, Typography } from 'shared-kernel/mui';
import { List, ListItem, Skeleton } from 'shared-kernel/mui-console';
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import type { Visitor } from 'shared-kernel/contracts';
import { GUEST_INFO_TEXTS as T } from '../../../app/texts';
import { GuestFlag, locationOf } from 'shared-kernel/transcript-basics';
import { useBlockGuest } from '../hooks/use-block-guest';
import { isHttpUrl, pagesViewed } from '../lib/guest-details';

// The contact form and its form library come with the first guest opened, not with the dashboard.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

export interface GuestInfoPanelProps {
  visitor: Visitor | null;
  /** Mobile and tablet: back to the chat panel. */
  onBack?: () => void;
  /** Narrow desktop: Guest Info opened beside the chat closes again (the Guest Feed comes back). */
  onClose?: () => void;
  /** Opened by the user: the panel's heading takes the focus, so keyboard and screen reader users land in it. */
  autoFocus?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The open chat's guest: contact, technical details, pages, referrer, location and Block (spec 000 §2). */
export function GuestInfoPanel({ visitor, onBack, onClose, autoFocus = false }: GuestInfoPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // On mount only: a panel that stays open does not pull the focus back.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) titleRef.current?.focus();
  }, []);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ gridArea: 'info', display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, height: '100%', overflow: 'hidden' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <IconButton onClick={onBack} aria-label={T.back} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography
          id={titleId}
          ref={titleRef}
          tabIndex={autoFocus ? -1 : undefined}
          variant="h6"
          component="h2"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {T.panel}
        </Typography>
        {onClose && (
          <IconButton onClick={onClose} aria-label={T.close} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {/* Keyed so another guest starts with fresh form and block state. */}
        {visitor ? <GuestDetails key={visitor.visitorId} visitor={visitor} /> : <Typography sx={{ py: 2 }}>{T.unavailable}</Typography>}
      </Box>
    </Paper>
  );
}

function GuestDetails({ visitor }: { visitor: Visitor }) {
  const block = useBlockGuest(visitor);
  const pages = pagesViewed(visitor);
  const referrer = visitor.visitorDetails?.referrer ?? '';
  const location = locationOf(visitor);
  return (
    <>
      {/* At the top: the toasts (bottom-right) never cover it, and it needs no scrolling. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          color={block.blocked ? 'primary' : 'error'}
          onClick={() => void block.toggle()}
          disabled={block.busy}
        >
          {block.blocked ? T.unblock : T.block}
        </Button>
      </Box>
      <Section title={T.contact}>
        <Suspense fallback={<ContactFormSkeleton />}>
          <ContactForm visitor={visitor} />
        </Suspense>
      </Section>
      <Divider />
      <Section title={T.technical}>
        <Detail label={T.ipAddress} value={visitor.technicalDetails?.ipAddress || '-'} />
        <Detail label={T.browser} value={visitor.technicalDetails?.browser || '-'} />
        <Detail label={T.operatingSystem} value={visitor.technicalDetails?.operatingSystem || '-'} />
      </Section>
      <Divider />
      <Section title={T.pagesViewed}>
        {pages.length ? (
          <List dense disablePadding aria-label={T.pagesViewed}>
            {pages.map((page, index) => (
              <ListItem key={`${index}-${page}`} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                {page}
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2">{T.noPages}</Typography>
        )}
      </Section>
      <Divider />
      <Section title={T.referrer}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {referrer && isHttpUrl(referrer) ? referrer : T.direct}
        </Typography>
      </Section>
      <Divider />
      <Section title={T.location}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <GuestFlag flag={visitor.flag} country={visitor.country} />
          <Typography variant="body2">{location || T.unknownLocation}</Typography>
        </Stack>
      </Section>
    </>
  );
}

/** The four contact fields' place while the form downloads. */
function ContactFormSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={T.contact}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

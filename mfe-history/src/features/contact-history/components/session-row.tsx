import { Box, Paper, Stack, Typography } from 'shared-kernel/mui';
import { ButtonBase } from 'shared-kernel/mui-console';
import { Collapse } from 'shared-kernel/mui-data';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { chatStatusLabel } from 'shared-kernel/contracts';
import { dayLabel, fullTime, shortTime } from 'shared-kernel/transcript';
import { RatingDetails } from '../../../components/chat-rating';
import type { ContactSession } from '../lib/sessions';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';
import { SessionTranscript } from './session-transcript';

/** When a session started, as its header shows it. */
export const startText = (iso: string): string => (iso ? `${dayLabel(iso)} ${shortTime(iso)}` : '');

/** One past session: a header (end reason, agent, start time) that opens its messages; the guest's rating under it. */
export function SessionRow({ session }: { session: ContactSession }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const reason = chatStatusLabel(session.status);
  const start = startText(session.startedAt);
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', overflow: 'hidden' }} data-testid="contact-session">
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={`${id}-messages`}
        sx={{ width: '100%', justifyContent: 'space-between', textAlign: 'left', px: 2, py: 1.5, gap: 1 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.25, sm: 2 }, flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {reason}
          </Typography>
          {session.agentName && (
            <Typography variant="body2" color="text.secondary">
              {session.agentName}
            </Typography>
          )}
          {start && (
            <Typography variant="body2" color="text.secondary" component="time" dateTime={session.startedAt} title={fullTime(session.startedAt)}>
              {start}
            </Typography>
          )}
        </Stack>
        <ExpandMore aria-hidden sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      {session.rating && (
        <Box sx={{ px: 2, pb: 1.25 }}>
          <RatingDetails rating={session.rating} />
        </Box>
      )}
      <Collapse in={open} unmountOnExit>
        <Box id={`${id}-messages`} sx={{ borderTop: 1, borderColor: 'divider' }}>
          <SessionTranscript messages={session.messages} notes={session.notes} activity={session.activity} label={T.sessionMessages(reason, start)} />
        </Box>
      </Collapse>
    </Paper>
  );
}

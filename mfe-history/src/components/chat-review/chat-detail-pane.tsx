// The detail pane: 'Select Chat to see the details' until a chat is chosen, then its header (guest, end
// reason, agent, domain, Guest Info) and the guest's rating (issue 28) over the virtualized transcript.
import { useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from 'shared-kernel/mui';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { chatStatusLabel } from 'shared-kernel/contracts';
import { EmptyState } from 'shared-kernel/ui';
import { GuestFlag } from 'shared-kernel/transcript';
import { RATING_TEXTS, RatingDetails } from '../chat-rating';
import { GuestDeviceIcons } from '../guest-device-icons';
import { TranscriptList } from '../transcript-list';
import { guestName } from './chat-facts';
import { GuestInfoDialog } from './guest-info-dialog';
import type { ChatDetail } from './use-chat-detail';
import { REVIEW_TEXTS as T } from './texts';

export function ChatDetailPane({ detail }: { detail: ChatDetail }) {
  const [infoOpen, setInfoOpen] = useState(false);
  const { chat, loading, failed, retry } = detail;
  if (!chat) return <EmptyState text={T.selectChat} />;
  const visitor = chat.visitorId;
  const guest = guestName(chat);
  return (
    <Box component="section" aria-label={guest} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {guest}
        </Typography>
        {visitor && <GuestFlag flag={visitor.flag} country={visitor.country} />}
        {visitor && <GuestDeviceIcons browser={visitor.technicalDetails?.browser} operatingSystem={visitor.technicalDetails?.operatingSystem} />}
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, ml: 0.5 } }}>
          <Box sx={{ display: 'flex' }}>
            <Typography component="dt" variant="body2">{T.fieldLabel(T.endReason)}</Typography>
            <Typography component="dd" variant="body2" data-testid="detail-end-reason">
              {chatStatusLabel(chat.status)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex' }}>
            <Typography component="dt" variant="body2">{T.fieldLabel(T.agent)}</Typography>
            <Typography component="dd" variant="body2" data-testid="detail-agent">
              {chat.agentName || T.noAgent}
            </Typography>
          </Box>
          {chat.domain && (
            <Box sx={{ display: 'flex' }}>
              <Typography component="dt" variant="body2">{T.fieldLabel(T.domain)}</Typography>
              <Typography component="dd" variant="body2" data-testid="detail-domain">
                {chat.domain}
              </Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" size="small" startIcon={<InfoOutlined />} onClick={() => setInfoOpen(true)}>
          {T.guestInfo}
        </Button>
      </Stack>
      {chat.rating && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>{T.fieldLabel(RATING_TEXTS.rating)}</Typography>
          <RatingDetails rating={chat.rating} />
        </Box>
      )}
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={T.loadingChat} />
        </Box>
      ) : failed ? (
        <EmptyState text={T.chatFailed}>
          <Button onClick={retry} sx={{ mt: 1 }}>
            {T.retry}
          </Button>
        </EmptyState>
      ) : (
        <TranscriptList key={chat._id} messages={chat.conversation ?? []} notes={chat.notes} activity={chat.activity} />
      )}
      {infoOpen && <GuestInfoDialog chat={chat} open onClose={() => setInfoOpen(false)} />}
    </Box>
  );
}

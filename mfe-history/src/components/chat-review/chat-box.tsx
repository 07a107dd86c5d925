// One list box (spec 001 §2): Guest{guestId}, flag, browser and OS icons, the guest's rating (issue 28), time and dd/mm/yy; tinted green
// when the conversion was uploaded, red otherwise, blue when selected. The tint is also said in words.
import { memo } from 'react';
import { Box, Stack, Typography } from 'shared-kernel/mui';
import { ButtonBase } from 'shared-kernel/mui-console';
import { isConversionUploaded, type ChatHistoryItem } from 'shared-kernel/contracts';
import { GuestFlag, shortTime } from 'shared-kernel/transcript';
import { visuallyHidden } from 'shared-kernel/ui';
import { RatingChip } from '../chat-rating';
import { GuestDeviceIcons } from '../guest-device-icons';
import { conversionText, guestName, shortDate } from './chat-facts';
import { REVIEW_TEXTS as T } from './texts';

// Light fills with a strong left edge: dark text on them stays above 4.5:1.
const TINTS = {
  selected: { bg: '#e3f2fd', edge: '#1565c0' },
  uploaded: { bg: '#e8f5e9', edge: '#2e7d32' },
  notUploaded: { bg: '#fdecea', edge: '#c62828' },
} as const;

export interface ChatBoxProps {
  item: ChatHistoryItem;
  selected: boolean;
  onSelect: (item: ChatHistoryItem) => void;
}

export const ChatBox = memo(function ChatBox({ item, selected, onSelect }: ChatBoxProps) {
  const uploaded = isConversionUploaded(item.conversion);
  const tint = selected ? TINTS.selected : uploaded ? TINTS.uploaded : TINTS.notUploaded;
  const visitor = item.visitorId;
  return (
    <Box sx={{ px: 1, py: 0.5 }}>
      <ButtonBase
        onClick={() => onSelect(item)}
        aria-current={selected ? 'true' : undefined}
        data-testid="chat-box"
        data-tint={selected ? 'selected' : uploaded ? 'uploaded' : 'not-uploaded'}
        sx={{
          width: '100%',
          display: 'block',
          textAlign: 'left',
          p: 1.25,
          borderRadius: 1,
          bgcolor: tint.bg,
          color: 'text.primary',
          borderLeft: 4,
          borderLeftColor: tint.edge,
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {guestName(item)}
          </Typography>
          {visitor && <GuestFlag flag={visitor.flag} country={visitor.country} />}
          {visitor && <GuestDeviceIcons browser={visitor.technicalDetails?.browser} operatingSystem={visitor.technicalDetails?.operatingSystem} />}
          <RatingChip rating={item.rating} />
          <Box sx={{ flexGrow: 1 }} />
          <Typography component="span" variant="caption" sx={{ color: 'text.primary' }}>
            <time dateTime={item.updated_at}>
              {shortTime(item.updated_at)} {shortDate(item.updated_at)}
            </time>
          </Typography>
        </Stack>
        <Box component="span" sx={visuallyHidden}>
          {`, ${conversionText(item)}${selected ? `, ${T.selectedState}` : ''}`}
        </Box>
      </ButtonBase>
    </Box>
  );
});

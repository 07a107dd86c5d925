import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Chip, Tooltip } from 'shared-kernel/mui-console';
import { CONVERSION_STATUS_LABELS } from 'shared-kernel/contracts';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import type { ConversionState } from '../lib/conversion-storage';

/** 1 Scheduled (amber, hourglass), 2 Uploaded (green, tick), 3 Failed (red, cross) (spec 000 §4). */
const LOOK = {
  1: { color: 'warning', Icon: HourglassTopIcon },
  2: { color: 'success', Icon: CheckCircleIcon },
  3: { color: 'error', Icon: CancelIcon },
} as const;

/** The conversion state of a booking; the upload's answer (a failure's reason) is its tooltip. */
export function ConversionMark({ state }: { state: ConversionState }) {
  if (state.status === 0) return null;
  const { color, Icon } = LOOK[state.status];
  const label = CONVERSION_STATUS_LABELS[state.status];
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon aria-hidden />}
      label={label}
      role="status"
      aria-label={T.status(label)}
      tabIndex={state.response ? 0 : undefined}
      data-testid="conversion-status"
      data-status={state.status}
      sx={{ flexShrink: 0 }}
    />
  );
  return state.response ? (
    <Tooltip title={state.response} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

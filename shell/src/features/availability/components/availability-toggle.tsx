// Header switch: its visible label says the state ('Online' / 'Offline') and its name starts with
// 'Availability' and contains that label (WCAG 2.5.3, label in name); a spinner sits beside the
// disabled switch while the change runs.
import { CircularProgress, Stack } from 'shared-kernel/mui';
import { FormControlLabel, Switch } from 'shared-kernel/mui-console';
import { TEXTS } from '../../../app/texts';
import { useAvailability } from '../hooks/use-availability';

const T = TEXTS.availability;

export function AvailabilityToggle() {
  const { isOnline, busy, toggle } = useAvailability();
  const state = isOnline ? T.online : T.offline;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {busy && <CircularProgress size={18} aria-label={T.updating} />}
      <FormControlLabel
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14, minWidth: 48 } }}
        control={
          <Switch
            checked={isOnline}
            disabled={busy}
            color="success"
            onChange={() => void toggle()}
            slotProps={{ input: { 'aria-label': T.switchName(state) } }}
          />
        }
        label={state}
      />
    </Stack>
  );
}

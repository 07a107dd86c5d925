// Header switch: named 'Availability', its visible label says the state ('Online' / 'Offline'); a
// spinner sits beside the disabled switch while the change runs.
import { CircularProgress, FormControlLabel, Stack, Switch } from '@mui/material';
import { TEXTS } from '../../../app/texts';
import { useAvailability } from '../hooks/use-availability';

const T = TEXTS.availability;

export function AvailabilityToggle() {
  const { isOnline, busy, toggle } = useAvailability();
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
            slotProps={{ input: { 'aria-label': T.label } }}
          />
        }
        label={isOnline ? T.online : T.offline}
      />
    </Stack>
  );
}

import { Dialog, DialogContent, DialogContentText, DialogTitle } from 'shared-kernel/mui-console';
import { useId } from 'react';
import { TEXTS } from '../../../app/texts';

/** 'Please wait...' with the seconds left; it cannot be dismissed (the console reloads at 0). */
export function SwitchCountdownDialog({ secondsLeft }: { secondsLeft: number | null }) {
  const id = useId();
  return (
    <Dialog open={secondsLeft !== null} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{TEXTS.clientSwitch.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} role="timer" aria-live="polite">
          {TEXTS.clientSwitch.countdown(Math.max(0, secondsLeft ?? 0))}
        </DialogContentText>
      </DialogContent>
    </Dialog>
  );
}

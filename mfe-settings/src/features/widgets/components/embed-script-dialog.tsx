// Loaded on demand (Script on Domains, after a create on Add Domain): the lists and forms stay light.
import { Button } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useId } from 'react';
import { WIDGET_TEXTS as T } from '../texts';
import { EmbedScriptBox } from './embed-script-box';

export interface EmbedScriptDialogProps {
  open: boolean;
  script: string;
  /** Close button, Escape and a click outside. */
  onClose: () => void;
}

export default function EmbedScriptDialog({ open, script, onClose }: EmbedScriptDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{T.scriptTitle}</DialogTitle>
      <DialogContent>
        <EmbedScriptBox script={script} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

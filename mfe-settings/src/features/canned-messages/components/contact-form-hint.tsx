import { Alert, Button, Typography } from 'shared-kernel/mui';
import { CANNED_TEXTS as T } from '../texts';

/** What `[contact-form]` does for the guest, and a button that puts it where the caret is. */
export function ContactFormHint({ onInsert, disabled }: { onInsert: () => void; disabled?: boolean }) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button size="small" onClick={onInsert} disabled={disabled} sx={{ whiteSpace: 'nowrap' }}>
          {T.insertContactForm}
        </Button>
      }
      sx={{ alignItems: 'flex-start', '& .MuiAlert-action': { pt: 0.5 } }}
    >
      <Typography variant="subtitle2" component="p">
        {T.contactFormTitle}
      </Typography>
      <Typography variant="body2">{T.contactFormHelp}</Typography>
    </Alert>
  );
}

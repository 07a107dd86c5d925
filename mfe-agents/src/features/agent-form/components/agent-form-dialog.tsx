// Add Agent / Edit Agent (spec 001 §2, §5, §7, §8), opened from Manage Agents and rendered only while
// open. Add registers the agent (multipart with photo and shifts); edit updates their profile, departments,
// shifts and, for admins, role. Escape or Cancel closes unless saving.
import { Box, Button } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useId } from 'react';
import { useViewport } from 'shared-kernel/platform';
import { useAgentForm, type AgentFormProps } from '../hooks/use-agent-form';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { AgentFormFields } from './agent-form-fields';

export type AgentFormDialogProps = AgentFormProps;

/** The form is the paper's flex child, so the content scrolls between a fixed title and fixed buttons. */
const FORM_SX = { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } as const;

export function AgentFormDialog(props: AgentFormDialogProps) {
  const { form, editing, canSetRole, photo, departments } = useAgentForm(props);
  const mobile = useViewport() === 'mobile';
  const titleId = useId();
  const close = () => {
    if (!form.isSubmitting) props.onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={mobile}>
      <Box component="form" onSubmit={form.handleSubmit} noValidate sx={FORM_SX}>
        <DialogTitle id={titleId}>{editing ? T.editTitle : T.addTitle}</DialogTitle>
        <DialogContent dividers>
          <AgentFormFields form={form} editing={editing} canSetRole={canSetRole} photo={photo} departments={departments} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting} color="inherit">
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting || photo.checking}>
            {form.isSubmitting ? T.saving : editing ? T.save : T.add}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

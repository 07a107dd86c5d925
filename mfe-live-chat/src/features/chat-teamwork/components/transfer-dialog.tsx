import { Box, Button, CircularProgress, Stack, TextField, Typography } from 'shared-kernel/mui';
import { Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, ListSubheader } from 'shared-kernel/mui-console';
import { useEffect, useId, useState, type ComponentType, type FormEvent } from 'react';
import {
  MAX_TRANSFER_NOTE_LENGTH,
  type ChatActivity,
  type ChatHolding,
  type ChatRef,
  type TransferAgentTarget,
  type TransferTargets,
} from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useToast } from 'shared-kernel/platform';
import { TEAMWORK_UI_TEXTS as T } from '../../../app/texts';
import { useTeamworkCalls } from '../api/teamwork-calls';

type Target = { agentId: string; name: string } | { departmentId: string; name: string };

/** What a transfer note's add-on gets: the chat, and a way to write the note (the agent edits it after). */
export interface TransferNoteAssistProps {
  chatId: string;
  setNote: (note: string) => void;
}

export interface TransferDialogProps {
  chat: ChatRef;
  /** Who holds the chat now: not offered as a target. */
  holderId: string | null;
  onClose: () => void;
  onTransferred: (answer: { holding: ChatHolding; activity: ChatActivity }) => void;
  /** Under the note: an add-on that may write it (AI assist's summary); the agent edits it before sending. */
  noteAssist?: ComponentType<TransferNoteAssistProps>;
}

const sameTarget = (a: Target | null, b: Target) =>
  Boolean(a) && ('agentId' in b ? 'agentId' in a! && a.agentId === b.agentId : 'departmentId' in a! && a.departmentId === b.departmentId);

function agentDetails(agent: TransferAgentTarget): string {
  const departments = agent.departments.map((d) => d.name).join(', ');
  return [departments, T.chatsHeld(agent.chatsHeld)].filter(Boolean).join(' · ');
}

/**
 * Transfer (issue 26 item 1): the account's agents (status, departments, chats held) and departments, one to
 * choose, and an optional note for the next agent. A refusal is a red toast with the server's reason and the
 * dialog stays open. Lazy: it comes with its first opening.
 */
export function TransferDialog({ chat, holderId, onClose, onTransferred, noteAssist: NoteAssist }: TransferDialogProps) {
  const id = useId();
  const calls = useTeamworkCalls();
  const toast = useToast();
  const [targets, setTargets] = useState<TransferTargets | null>(null);
  const [failed, setFailed] = useState(false);
  const [target, setTarget] = useState<Target | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = note.length > MAX_TRANSFER_NOTE_LENGTH;

  useEffect(() => {
    let current = true;
    calls
      .targets(chat.chatId)
      .then((answer) => {
        if (current) setTargets(answer);
      })
      .catch((err: unknown) => {
        if (!current) return;
        setFailed(true);
        toast.error(errorMessage(err, T.loadFailed));
      });
    return () => {
      current = false;
    };
  }, [calls, chat.chatId, toast]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || tooLong || busy) return;
    setBusy(true);
    try {
      const answer = await calls.transfer({
        chatId: chat.chatId,
        ...('agentId' in target ? { agentId: target.agentId } : { departmentId: target.departmentId }),
        note: note.trim(),
        // The holder this console shows: if another holds the chat by now, the server answers 409.
        ...(holderId ? { holderId } : {}),
      });
      toast.success(T.transferred(chat.guestId, target.name));
      onTransferred(answer);
      onClose();
    } catch (err) {
      // 403, 409, 400: the server's own words; the choice and the note stay for another try.
      toast.error(errorMessage(err, T.transferFailed));
      setBusy(false);
    }
  };

  const option = (key: string, item: Target, primary: string, secondary: string, disabled: boolean, chip?: string) => {
    const checked = sameTarget(target, item);
    return (
      <ListItemButton
        key={key}
        role="radio"
        aria-checked={checked}
        selected={checked}
        disabled={disabled || busy}
        onClick={() => setTarget(item)}
        sx={{ gap: 1 }}
      >
        <ListItemText primary={primary} secondary={secondary} />
        {chip && <Chip size="small" variant="outlined" label={chip} color={chip === T.online ? 'success' : 'default'} />}
      </ListItemButton>
    );
  };

  const agents = targets?.agents ?? [];
  const departments = targets?.departments ?? [];
  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{T.transferTitle(chat.guestId)}</DialogTitle>
        <DialogContent dividers>
          {!targets && !failed && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2">{T.loadingTargets}</Typography>
            </Box>
          )}
          {failed && <Typography color="error">{T.loadFailed}</Typography>}
          {targets && (
            <Box role="radiogroup" aria-label={T.targets} sx={{ maxHeight: { xs: 260, sm: 340 }, overflowY: 'auto', mb: 2 }}>
              <List dense disablePadding aria-labelledby={`${id}-agents`} role="group">
                <ListSubheader id={`${id}-agents`} disableSticky component="div">
                  {T.agents}
                </ListSubheader>
                {agents.length === 0 && <Typography sx={{ px: 2, py: 1 }} color="text.secondary">{T.noAgents}</Typography>}
                {agents.map((agent) =>
                  option(
                    `agent-${agent.agentId}`,
                    { agentId: agent.agentId, name: agent.fullName },
                    agent.fullName,
                    agentSecondLine(agent, holderId),
                    agent.status !== 'online' || agent.agentId === holderId,
                    agent.status === 'online' ? T.online : T.offline,
                  ),
                )}
              </List>
              <List dense disablePadding aria-labelledby={`${id}-departments`} role="group">
                <ListSubheader id={`${id}-departments`} disableSticky component="div">
                  {T.departments}
                </ListSubheader>
                {departments.length === 0 && <Typography sx={{ px: 2, py: 1 }} color="text.secondary">{T.noDepartments}</Typography>}
                {departments.map((department) =>
                  option(
                    `department-${department.departmentId}`,
                    { departmentId: department.departmentId, name: department.name },
                    department.name,
                    T.onlineAgents(department.onlineAgents),
                    false,
                  ),
                )}
              </List>
            </Box>
          )}
          <Stack spacing={1}>
            <TextField
              label={T.noteLabel}
              fullWidth
              multiline
              minRows={2}
              maxRows={5}
              size="small"
              value={note}
              disabled={busy}
              onChange={(event) => setNote(event.target.value)}
              error={tooLong}
              helperText={tooLong ? `${T.noteTooLong} (${T.noteCount(note.length)})` : T.noteCount(note.length)}
            />
            {NoteAssist && <NoteAssist chatId={chat.chatId} setNote={setNote} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !target || tooLong}>
            {T.confirmTransfer}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The agent row's second line: departments and chats held, or that the agent holds this chat. */
function agentSecondLine(agent: TransferAgentTarget, holderId: string | null): string {
  return agent.agentId === holderId ? T.holder : agentDetails(agent);
}

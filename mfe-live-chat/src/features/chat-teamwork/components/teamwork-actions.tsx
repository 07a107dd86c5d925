import { Button } from 'shared-kernel/mui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ChatActivity, ChatHolding, ChatRef } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useSession, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { TEAMWORK_UI_TEXTS as T } from '../../../app/texts';
import { useTeamworkCalls } from '../api/teamwork-calls';
import { isSupervisor } from '../lib/supervisor';
import type { TransferNoteAssistProps } from './transfer-dialog';

// The dialog (lists, note, its MUI parts) comes with its first opening, not with the dashboard.
const TransferDialog = lazy(() => import('./transfer-dialog').then((module) => ({ default: module.TransferDialog })));

/** Same shape as the chat panel's teamwork props (the app plugs this into the Chat panel). */
export interface TeamworkActionsProps {
  chat: ChatRef;
  holding: ChatHolding | null;
  status: { kind: string };
  onChanged: (answer: { holding: ChatHolding; activity: ChatActivity }) => void;
  /** Composed in by the app under the transfer's note (AI assist's generated summary, issue 36). */
  noteAssist?: ComponentType<TransferNoteAssistProps>;
}

/**
 * Transfer (to the holder and to supervisors) and Take over (supervisors, when another agent holds the chat),
 * in the chat header's toolbar. The server decides; the buttons only spare useless clicks.
 */
export function TeamworkActions({ chat, holding, status, onChanged, noteAssist }: TeamworkActionsProps) {
  const { user } = useSession();
  const toast = useToast();
  const calls = useTeamworkCalls();
  const [transferring, setTransferring] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const me = [user?._id, user?.userId].filter(Boolean);
  const supervisor = isSupervisor(user);
  const live = status.kind !== 'ended' && status.kind !== 'gone' && status.kind !== 'loading';
  const heldByOther = Boolean(holding?.holderId) && !me.includes(holding?.holderId as string);
  const mayTransfer = live && (status.kind === 'mine' || supervisor);
  const mayTakeOver = live && supervisor && heldByOther;
  if (!mayTransfer && !mayTakeOver) return null;

  const takeOver = async () => {
    setBusy(true);
    try {
      const answer = await calls.takeOver(chat.chatId, holding?.holderId);
      toast.success(T.takenOver(chat.guestId));
      setConfirming(false);
      onChanged(answer);
    } catch (err) {
      toast.error(errorMessage(err, T.takeOverFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {mayTransfer && (
        <Button size="small" variant="outlined" onClick={() => setTransferring(true)} aria-haspopup="dialog">
          {T.transfer}
        </Button>
      )}
      {mayTakeOver && (
        <Button size="small" variant="outlined" color="warning" onClick={() => setConfirming(true)} aria-haspopup="dialog">
          {T.takeOver}
        </Button>
      )}
      {transferring && (
        <Suspense fallback={null}>
          <TransferDialog chat={chat} holderId={holding?.holderId ?? null} onClose={() => setTransferring(false)} onTransferred={onChanged} noteAssist={noteAssist} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.takeOverTitle}
        message={T.takeOverQuestion(chat.guestId, holding?.holderName ?? '')}
        confirmLabel={T.takeOver}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void takeOver()}
      />
    </>
  );
}

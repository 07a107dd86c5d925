// "Summarize" in the chat header (issue 36): a few lines on what the guest wants, what was tried and what is
// open, written into the chat as an internal note once the endpoint is done.
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Button } from 'shared-kernel/mui';
import { errorMessage } from 'shared-kernel/http';
import { useEventBus, useToast } from 'shared-kernel/platform';
import { useAiStream } from '../hooks/use-ai-stream';
import { AI_TEXTS as T } from '../texts';

export default function AiSummarizeButton({ chatId }: { chatId: string }) {
  const bus = useEventBus();
  const toast = useToast();
  const summary = useAiStream({
    onDone: (text) => {
      const noteId = globalThis.crypto?.randomUUID?.() ?? `n-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      bus.emitWithAck('chat-note', { chatId, bodyText: T.summaryNote(text), noteId, mentions: [] }).then(
        (ack) => (ack.ok ? toast.success(T.summaryAdded) : toast.error(ack.message ?? T.failed)),
        (err: unknown) => toast.error(errorMessage(err, T.failed)),
      );
    },
  });
  return (
    <Button
      size="small"
      startIcon={<SummarizeIcon />}
      onClick={() => (summary.running ? summary.stop() : void summary.start({ chatId, kind: 'summarize' }))}
      aria-busy={summary.running}
    >
      {summary.running ? T.summarizing : T.summarize}
    </Button>
  );
}

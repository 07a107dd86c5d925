// A transfer's note written by AI assist (issue 36): the chat's summary streams into the note, which the agent
// edits before transferring, so the next agent reads three lines instead of the conversation.
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Box, Button } from 'shared-kernel/mui';
import { useAiStream } from '../hooks/use-ai-stream';
import { AI_TEXTS as T } from '../texts';

export default function AiTransferSummary({ chatId, setNote }: { chatId: string; setNote: (note: string) => void }) {
  const summary = useAiStream({ onText: setNote });
  return (
    <Box>
      <Button size="small" startIcon={<SummarizeIcon />} onClick={() => (summary.running ? summary.stop() : void summary.start({ chatId, kind: 'summarize' }))} aria-busy={summary.running}>
        {summary.running ? T.stopSummary : T.writeSummary}
      </Button>
    </Box>
  );
}

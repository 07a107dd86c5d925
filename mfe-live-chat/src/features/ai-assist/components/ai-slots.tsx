// Where AI assist plugs into the chat panel (issue 36). Each slot asks which features are on (one call per
// console) and loads its controls only then: with AI assist off, no control shows and none is downloaded.
import { lazy, Suspense, type KeyboardEvent, type Ref } from 'react';
import { useAiFeatures } from '../hooks/use-ai-features';

const AiInputControls = lazy(() => import('./ai-input-controls'));
const AiSummarizeButton = lazy(() => import('./ai-summarize-button'));
const AiTransferSummary = lazy(() => import('./ai-transfer-summary'));

export interface AiInputSlotProps {
  chatId: string;
  text: string;
  setText: (next: string) => void;
  keys: Ref<{ onKeyDown: (event: KeyboardEvent) => boolean }>;
}

export function AiInputSlot(props: AiInputSlotProps) {
  const features = useAiFeatures();
  if (!features.suggestions && !features.rewrite) return null;
  return (
    <Suspense fallback={null}>
      <AiInputControls {...props} features={features} />
    </Suspense>
  );
}

export function AiSummarizeSlot({ chatId }: { chatId: string }) {
  const features = useAiFeatures();
  if (!features.summaries) return null;
  return (
    <Suspense fallback={null}>
      <AiSummarizeButton chatId={chatId} />
    </Suspense>
  );
}

export function AiTransferNoteSlot(props: { chatId: string; setNote: (note: string) => void }) {
  const features = useAiFeatures();
  if (!features.summaries) return null;
  return (
    <Suspense fallback={null}>
      <AiTransferSummary {...props} />
    </Suspense>
  );
}

// Every user-visible string of AI assist in the live chat (issue 36), in one place for tests.
import { AI_REWRITE_STYLE_LABELS } from 'shared-kernel/ai-assist';

export const AI_TEXTS = {
  suggest: 'Suggest a reply (Ctrl+J)',
  stopSuggestion: 'Stop the suggestion',
  rewrite: 'Rewrite the draft',
  styles: AI_REWRITE_STYLE_LABELS,
  rewriteTitle: 'Rewritten draft',
  rewriting: 'Rewriting…',
  accept: 'Use it',
  discard: 'Discard',
  summarize: 'Summarize',
  summarizing: 'Summarizing…',
  summaryAdded: 'Summary added as a note',
  writeSummary: 'Write a summary as the note',
  stopSummary: 'Stop the summary',
  summaryNote: (text: string) => `AI summary:\n${text}`,
  failed: 'Something went wrong',
  streaming: 'AI assist is writing',
} as const;

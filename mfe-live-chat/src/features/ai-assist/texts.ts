// Every user-visible string of AI assist in the live chat (issue 36), in one place for tests. The words are the
// catalogue's (the rewrite styles' too: only this console shows them).
import type { AiRewriteStyle } from 'shared-kernel/ai-assist';
import { t, texts, type LiveChatTextKey } from '../../i18n/catalogue';

export const AI_TEXTS = texts({
  suggest: 'aiAssist.suggest',
  stopSuggestion: 'aiAssist.stopSuggestion',
  rewrite: 'aiAssist.rewrite',
  styles: {
    fix: 'aiAssist.styles.fix',
    friendlier: 'aiAssist.styles.friendlier',
    formal: 'aiAssist.styles.formal',
    shorter: 'aiAssist.styles.shorter',
    translate: 'aiAssist.styles.translate',
  } satisfies Record<AiRewriteStyle, LiveChatTextKey>,
  rewriteTitle: 'aiAssist.rewriteTitle',
  rewriting: 'aiAssist.rewriting',
  accept: 'aiAssist.accept',
  discard: 'aiAssist.discard',
  summarize: 'aiAssist.summarize',
  summarizing: 'aiAssist.summarizing',
  summaryAdded: 'aiAssist.summaryAdded',
  writeSummary: 'aiAssist.writeSummary',
  stopSummary: 'aiAssist.stopSummary',
  summaryNote: (text: string) => t('aiAssist.summaryNote', { text }),
  failed: 'aiAssist.failed',
  streaming: 'aiAssist.streaming',
});

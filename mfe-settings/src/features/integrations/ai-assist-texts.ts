// Every user-visible string of the AI assist tab (issue 36), in one place for tests. The words are the
// catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const AI_ASSIST_TEXTS = texts({
  tab: 'aiAssist.tab',
  intro: 'aiAssist.intro',
  enabled: 'aiAssist.enabled',
  baseUrl: 'aiAssist.baseUrl',
  baseUrlHelp: 'aiAssist.baseUrlHelp',
  model: 'aiAssist.model',
  apiKey: 'aiAssist.apiKey',
  apiKeyHelp: 'aiAssist.apiKeyHelp',
  organization: 'aiAssist.organization',
  testConnection: 'aiAssist.testConnection',
  testing: 'aiAssist.testing',
  modelAnswered: (answer: string) => t('aiAssist.modelAnswered', { answer }),
  features: 'aiAssist.features',
  suggestions: 'aiAssist.suggestions',
  rewrite: 'aiAssist.rewrite',
  summaries: 'aiAssist.summaries',
  includeNotes: 'aiAssist.includeNotes',
  includeNotesHelp: 'aiAssist.includeNotesHelp',
  limits: 'aiAssist.limits',
  monthlyCap: 'aiAssist.monthlyCap',
  agentPerMinute: 'aiAssist.agentPerMinute',
  /** The counts written as the console's language writes numbers ('1,234', '1.234'). */
  usage: (used: number, cap: number) => t('aiAssist.usage', { used, cap }),
  save: 'aiAssist.save',
  saved: 'aiAssist.saved',
  loadFailed: 'aiAssist.loadFailed',
  retry: 'aiAssist.retry',
  failed: 'aiAssist.failed',
});

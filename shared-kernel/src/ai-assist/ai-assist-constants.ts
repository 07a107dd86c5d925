// Issue 36, AI assist: what an agent may ask of the account's OpenAI-compatible endpoint, and its limits.

/** The features an owner switches on or off, each its own control in the console. */
export const AI_FEATURES = ['suggestions', 'rewrite', 'summaries'] as const;
export type AiFeature = (typeof AI_FEATURES)[number];

/** What the agent asks for: a reply, a rewrite of the draft, or a summary of the chat. */
export const AI_REQUEST_KINDS = ['suggest', 'rewrite', 'summarize'] as const;
export type AiRequestKind = (typeof AI_REQUEST_KINDS)[number];

/** The feature each kind of request needs switched on. */
export const AI_FEATURE_OF: Record<AiRequestKind, AiFeature> = { suggest: 'suggestions', rewrite: 'rewrite', summarize: 'summaries' };

/** How a draft may be rewritten; `translate` writes it in the guest's language, found in the guest's messages. */
export const AI_REWRITE_STYLES = ['fix', 'friendlier', 'formal', 'shorter', 'translate'] as const;
export type AiRewriteStyle = (typeof AI_REWRITE_STYLES)[number];

export const AI_REWRITE_STYLE_LABELS: Record<AiRewriteStyle, string> = {
  fix: 'Fix spelling and grammar',
  friendlier: 'Friendlier',
  formal: 'More formal',
  shorter: 'Shorter',
  translate: "Translate to the guest's language",
};

export const DEFAULT_AI_MONTHLY_CAP = 5000;
export const DEFAULT_AI_AGENT_PER_MINUTE = 20;
export const MAX_AI_MONTHLY_CAP = 10_000_000;
export const MAX_AI_AGENT_PER_MINUTE = 600;
/** A draft to rewrite is at most this long (a chat message's own limit). */
export const AI_DRAFT_MAX = 5000;

/** What the agent is told when a request is refused or fails: one line with what to do. */
export const AI_ERRORS = {
  off: 'AI assist is off for this account. An owner can turn it on in Settings, AI assist.',
  featureOff: 'This AI feature is turned off for this account.',
  agentRate: 'You are asking for AI help too quickly. Wait a minute and try again.',
  monthlyCap: "This month's AI request limit is reached. An owner can raise it in Settings, AI assist.",
  unreachable: 'The AI endpoint could not be reached. Check its base URL in Settings, AI assist.',
  unauthorized: 'The AI endpoint refused the API key (401). Check the key in Settings, AI assist.',
  modelNotFound: 'The AI endpoint does not know this model (404). Check the model name in Settings, AI assist.',
  timeout: 'The AI endpoint did not answer in time. Try again, or check the endpoint.',
  upstream: 'The AI endpoint answered with an error. Try again later.',
  busy: 'The AI endpoint is busy (429). Try again in a moment.',
  empty: 'The AI endpoint sent an empty answer. Try again.',
  chatClosed: 'The chat has ended.',
  notConfigured: 'Enter the base URL, the model and the API key first.',
} as const;

// The words of the history's own transcript lines (what shared-kernel/transcript does not word yet).
export const RECORD_TEXTS = {
  /** Issue 27: `note` is the server's sentence, e.g. 'Waited 65 s for an agent'. */
  escalated: (note: string) => (note ? `Escalated to supervisors: ${note}` : 'Escalated to supervisors'),
} as const;

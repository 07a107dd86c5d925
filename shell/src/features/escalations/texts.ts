// Every user-visible string of the Active Chats entry's escalation badge (issue 27), in one place for tests.
export const ESCALATION_BADGE_TEXTS = {
  /** The entry's name: the badge's number is part of it (WCAG 2.5.3, label in name). */
  entry: (label: string, unseen: number) => (unseen > 0 ? `${label}, ${unseen > 99 ? '99+' : unseen} escalated` : label),
} as const;

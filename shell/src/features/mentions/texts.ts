// Every user-visible string of the header's Mentions entry (issue 26), in one place for tests.
export const MENTIONS_TEXTS = {
  title: 'Mentions',
  /** The button's name: the badge's number is part of it (WCAG 2.5.3, label in name). */
  button: (unread: number) => (unread > 0 ? `Mentions, ${unread > 99 ? '99+' : unread} unread` : 'Mentions'),
  toast: (author: string, excerpt: string) => `${author} mentioned you: ${excerpt}`,
} as const;

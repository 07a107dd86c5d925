// Every user-visible string of the Agents report, in one place for tests.
export const AGENTS_REPORT_TEXTS = {
  title: 'Agents report',
  tableLabel: 'Agents in this range',
  columns: {
    agent: 'Agent',
    chats: 'Chats',
    answered: 'Answered',
    firstResponse: 'Median first response',
    duration: 'Median duration',
    satisfaction: 'Satisfaction',
    online: 'Time online',
  },
  rated: (count: string) => `${count} rated`,
  historyLink: (name: string) => `Conversation history of ${name}`,
  sortBy: 'Sort by',
  empty: 'No agents to show.',
} as const;

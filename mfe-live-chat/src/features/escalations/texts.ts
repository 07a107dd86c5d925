// Every user-visible string of the escalation alerts (issue 27), in one place for tests.
import { waitClock } from 'shared-kernel/queue';

export const ESCALATION_TEXTS = {
  /** A guest still waits for an agent to accept. */
  pending: (guestId: number, waitedSeconds: number) => `Guest ${guestId} has waited ${waitClock(waitedSeconds)} for an agent`,
  /** A guest of an accepted chat still waits for the holder's reply. */
  reply: (guestId: number, waitedSeconds: number, agent: string) => `Guest ${guestId} has waited ${waitClock(waitedSeconds)} for a reply from ${agent}`,
  notResponding: (name: string, guestId: number | null) => (guestId === null ? `${name} is not responding` : `${name} is not responding (missed Guest ${guestId})`),
  /** The chat's activity line: the note is the server's sentence ("Waited 65 s for an agent"). */
  activity: (note: string) => `Escalated to supervisors: ${note}`,
  /** The Active Chats row's chip. */
  escalated: 'Escalated',
  /** A reply escalation without a holder's name. */
  theAgent: 'the agent',
} as const;

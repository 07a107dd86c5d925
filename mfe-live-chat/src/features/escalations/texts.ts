// Every user-visible string of the escalation alerts (issue 27), in one place for tests. The words are the catalogue's.
import { waitClock } from 'shared-kernel/queue';
import { t, texts } from '../../i18n/catalogue';

export const ESCALATION_TEXTS = texts({
  /** A guest still waits for an agent to accept. */
  pending: (guestId: number, waitedSeconds: number) => t('escalations.pending', { guestId, wait: waitClock(waitedSeconds) }),
  /** A guest of an accepted chat still waits for the holder's reply. */
  reply: (guestId: number, waitedSeconds: number, agent: string) => t('escalations.reply', { guestId, wait: waitClock(waitedSeconds), agent }),
  /** A reply escalation without a holder's name ('… for a reply from the agent'). */
  replyFromTheAgent: (guestId: number, waitedSeconds: number) => t('escalations.replyFromTheAgent', { guestId, wait: waitClock(waitedSeconds) }),
  notResponding: (name: string, guestId: number | null) =>
    guestId === null ? t('escalations.notResponding', { name }) : t('escalations.notRespondingMissed', { name, guestId }),
  /** The chat's activity line: the note is the server's sentence ("Waited 65 s for an agent"). */
  activity: (note: string) => t('escalations.activity', { note }),
  /** The Active Chats row's chip. */
  escalated: 'escalations.escalated',
  /** A reply escalation without a holder's name. */
  theAgent: 'escalations.theAgent',
});

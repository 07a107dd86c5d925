// Recent Chats' own words for issue 27 (offers, chat limits, reply escalations); the words the server and the
// other consoles share (load, at limit, offer expired) are in shared-kernel/queue. The words are the catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const ROUTING_ROW_TEXTS = texts({
  acceptWithin: (clock: string) => t('routingRow.acceptWithin', { clock }),
  offerExpired: 'routingRow.offerExpired',
  decline: 'routingRow.decline',
  /** Accessible name of an offer's Decline, e.g. 'Decline · Guest8'. */
  declineLabel: (name: string) => t('routingRow.declineLabel', { name }),
  declineFailed: 'routingRow.declineFailed',
  /** The chip of a chat whose guest waits too long for a reply: 'Waiting 2:05'. */
  waiting: (clock: string) => t('routingRow.waiting', { clock }),
  waitingLabel: 'routingRow.waitingLabel',
});

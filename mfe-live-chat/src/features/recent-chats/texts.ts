// Recent Chats' own words for issue 27 (offers, chat limits, reply escalations); the words the server and the
// other consoles share (load, at limit, offer expired) are in shared-kernel/queue.
export const ROUTING_ROW_TEXTS = {
  acceptWithin: (clock: string) => `Accept within ${clock}`,
  offerExpired: 'Offer expired',
  decline: 'Decline',
  declineFailed: 'The chat could not be declined. Please try again.',
  /** The chip of a chat whose guest waits too long for a reply: 'Waiting 2:05'. */
  waiting: (clock: string) => `Waiting ${clock}`,
  waitingLabel: 'The guest is waiting for a reply',
} as const;

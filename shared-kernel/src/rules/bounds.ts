// The largest numbers the product stores: a number input above them would reach the database and fail there.

/** PostgreSQL's `integer`, the type of every counted or numbered column (guest numbers, seqs, cents, seconds). */
export const DATABASE_INT_MAX = 2_147_483_647;

/** An auto message waits at most a day on a page: a guest does not keep one page open longer. */
export const AUTO_MESSAGE_TIMER_MAX = 86_400;

/** The largest payment a chat can request, in the currency's main unit (card processors cap a charge near it). */
export const PAYMENT_AMOUNT_MAX = 999_999.99;

/**
 * Calls and events that name a chat or a guest (or list chats) and are not swept by chat-read-rule.test.ts,
 * each with why. A new one fails its coverage check until it is swept or listed here.
 */
export const OUT_OF_SWEEP: Record<string, string> = {
  // Moves and writes: each changes the chat the sweep reads; who may do them is swept in teamwork.test.ts,
  // chats.test.ts and foreign-ids.test.ts (another account's ids answered like unknown ones).
  'POST /visitor/accept-chat': 'a move (accept); chats.test.ts, foreign-ids.test.ts',
  'POST /chat/end-chat-by-agent': 'a move (end); chat-ends.test.ts, foreign-ids.test.ts',
  'POST /chat/transfer': 'a move; teamwork.test.ts',
  'POST /chat/take-over': 'a move; teamwork.test.ts',
  'POST /chat/decline-offer': "a move of the caller's own offer; routing.test.ts",
  'POST /chat/request-chat': 'starts a chat with a live guest; chats.test.ts',
  'inbound-agent': 'writes to the guest (the soft lock); teamwork.test.ts',
  'chat-note': 'writes a note; teamwork.test.ts (a mentioned colleague writes notes only)',
  'POST /chat/note-attachment': 'writes a note with a file; teamwork.test.ts',
  'confirm-booking': 'writes a booking confirmation; bookings.test.ts',
  'request-a-payment': 'writes a payment request; payments.test.ts',
  'typing': 'tells the guest the agent types, no content; foreign-ids.test.ts',
  'mark-as-read': "marks the caller's read position, no content; chats.test.ts",
  'chat-viewing': 'tells who views a chat, no content; teamwork.test.ts',
  'ai-assist-request': "the chat policy's write-guest (read for a summary), asked once through chatFor; ai-assist.test.ts (a colleague who does not hold the chat is told 404)",
  'leave-chat-room': 'leaves a room, no content',
  // Guests and contacts rather than chats: their own audience rule (visitors/audience.ts).
  'GET /visitor/current-visitors': 'live guests (audience rule); visitors.test.ts',
  'PATCH /visitor/update-visitor': "a guest's details (audience rule); contacts.test.ts",
  'POST /visitor/update-visitor': "a guest's details (audience rule); contacts.test.ts",
  'GET /visitor/get-contacts': 'contacts (audience rule); contacts.test.ts',
  'GET /visitor/get-contact/:id': 'a contact (audience rule); contacts.test.ts',
  'POST /visitor/delete-contact': 'a contact (audience rule); contacts.test.ts',
  'POST /visitor/get-stripe-public-key': "the widget's key, no chat content; payments.test.ts",
  'POST /guest/block-unblock': 'blocks a guest; guest-actions.test.ts',
  // Lists without a chat's content.
  'GET /chat/get-in-chat': 'guest ids with an open chat, no content',
  'GET /chat/transfer-targets': 'staff and departments to move a chat to, no content; teamwork.test.ts',
  'GET /chat/queue': "the routing overview (counts and places), no content; routing.test.ts",
  'POST /chat/mentions/read': "marks the caller's own mentions read",
  'GET /chat/mention-staff': "the account's staff for the @ picker, no chat",
};

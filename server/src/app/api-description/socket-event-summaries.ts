// One line per socket event for the AsyncAPI document (asyncapi.ts), one table per direction and socket.
// Each table is a Record over its contract's event map: an event added to the contracts does not compile
// until it has its line here, so the document cannot silently lag behind the events.
import type { AgentEmitEvents, AgentReceiveEvents, VisitorEmitEvents, VisitorReceiveEvents } from 'shared-kernel/contracts';

/** Console → server. */
export const CONSOLE_SENDS: Readonly<Record<keyof AgentEmitEvents, string>> = {
  'inbound-agent': 'Send a message to the guest of a chat the caller holds; acknowledged after the database commit',
  typing: 'Tell the guest the agent is typing, or stopped',
  'confirm-booking': "Confirm the guest's booking in a chat",
  'request-a-payment': 'Ask the guest of a chat to pay `amt` cents for `desc` (both checked by the handler with the payment dialog rules)',
  'user-online-status': 'Ask whether a user of the account is online (answered by user-online-status-is)',
  'bulk-join-chat-room': "Join the rooms of several guests' chats (answered by join-status)",
  'mark-as-read': 'Mark a chat read up to now by the caller',
  'join-chat-room': "Join the room of a guest's chat, to hear its messages (answered by join-status)",
  'leave-chat-room': "Leave the room of a guest's chat",
  'sync-chat': 'The messages of a chat after afterSeq, in order: what was missed while disconnected',
  'select-account': "A super admin's console follows this owner account ('' for none), as its HTTP calls do",
  'chat-note': 'Write a staff-only note in a chat, mentioning colleagues; noteId makes a resend stored once',
  'chat-viewing': 'The console has a chat open (repeated while it does) and whether its user types a message or a note',
  'ai-assist-request':
    "Ask the account's AI endpoint for a reply suggestion, a rewrite of the draft or a summary of a chat; acknowledged at once (or refused: 403 feature off, 429 rate or monthly cap), then answered by ai-assist events",
  'ai-assist-stop': 'Stop an AI assist request of this console; its stream ends with stopped',
};

/** Server → console. */
export const CONSOLE_RECEIVES: Readonly<Record<keyof AgentReceiveEvents, string>> = {
  'display-typing': 'The guest is typing, or stopped',
  'booking-response': "A booking's conversion upload status",
  'outbound-agent': "A message of a chat the console is in (the guest's, or an agent's echoed to their other tabs)",
  'chat-accepted': 'A chat was accepted: others remove it from their pending list',
  'chat-not-accepted': 'Nobody accepted a chat in time: it comes again as a priority chat',
  'chat-ended': 'A chat ended, with its end reason code',
  'chat-initialized': 'A guest asks to chat',
  'chat-attachment': 'An attachment message in a chat',
  'marked-as-read': "The guest read the agent's messages up to readUpTo",
  'emailid-updated': 'A guest gave their e-mail',
  'contact-updated': "A guest filled a contact form: the contact's fields as now stored",
  'new-visitor': 'A new guest is on a site of the account',
  'old-visitor': 'A returning guest is on a site of the account',
  'visitor-widget': 'A guest opened or closed the widget',
  'visitor-disconnected': 'A guest left',
  'visitor-not-available': "A guest is gone while the agent's last message is unseen",
  'active-visitors-are': 'The guests online now (a snapshot)',
  agent_photo: "An agent's profile photo changed",
  agent_status: 'An agent went online or offline',
  'user-online-status-is': 'Whether a user is online (the answer to user-online-status)',
  'server:agent_deactivated': 'The signed-in agent was deactivated: the console signs out',
  'join-status': 'The answer to join-chat-room and bulk-join-chat-room',
  message: 'A plain notice from the server',
  'new-chat-history': 'A chat moved to history (or to unattended chats)',
  'console-replaced': 'The user opened more than `max` consoles: this one, the oldest, is closed for good',
  'chat-note': 'A note in a chat the console follows, or that mentions its user',
  mention: 'The user was mentioned in a note',
  'chat-presence': 'A staff member views a chat (or no longer does) and what they type',
  'chat-holder-changed': 'A chat changed hands: a transfer, a take-over, the accept of a transferred chat',
  'chat-offer-withdrawn': 'An assignment offered to this agent ended without their accept',
  'queue-changed': 'The queues changed: read GET /api/chat/queue again (at most every 2 s)',
  'chat-escalated': 'A guest waits too long (to supervisors; a reply escalation also to the holder)',
  'agent-not-responding': 'An agent missed an offer (to supervisors)',
  'chat-limit-changed': "The user's chat limit changed",
  'ai-assist': 'A piece of an AI assist answer (chunk), then its whole text (done), or why it ended (error, stopped); private details already put back',
  'chat-rated': 'The guest rated an ended chat the user held',
};

/** Widget → server. */
export const WIDGET_SENDS: Readonly<Record<keyof VisitorEmitEvents, string>> = {
  'visitor:page': 'The guest is on another page of the site',
  'visitor:widget': 'The guest opened or closed the widget',
  'visitor:message': 'Send a message, starting a pending chat when none is open; clientMessageId makes a resend stored once',
  'visitor:typing': 'The guest is typing, or stopped',
  'visitor:read': "The guest read the agent's messages up to seq",
  'visitor:email': 'The guest gives their e-mail',
  'visitor:sync': 'The messages of the open chat after afterSeq, in order: what was missed while disconnected',
  'visitor:offline-message': "Leave a message while nobody is online; mailed to the widget's notification addresses",
  'visitor:end-chat': 'The guest ends the open chat',
  'visitor:payment-start': "Open Stripe's hosted payment page for a payment request of the chat",
  'visitor:payment-confirm': 'Ask the server to check with Stripe whether a request was paid',
  'visitor:contact-form': 'Answer the contact form of an agent message carrying [contact-form]',
  'visitor:rate': 'Rate the guest\'s own ended chat, good or bad, with an optional comment',
};

/** Server → widget. */
export const WIDGET_RECEIVES: Readonly<Record<keyof VisitorReceiveEvents, string>> = {
  'widget:hello': "After the handshake: the guest's ids, the widget's settings, whether anyone is online and the open chat",
  'widget:availability': 'Whether an agent who serves this widget is online; pushed on change',
  'widget:message': 'A message of the open chat (an agent\'s, or the guest\'s own from another tab)',
  'widget:typing': 'The agent is typing, or stopped',
  'widget:read': "The agent read the guest's messages up to seq",
  'widget:chat-accepted': 'An agent accepted the chat',
  'widget:chat-ended': 'The chat ended; rateable says whether to ask for a rating',
  'widget:blocked': 'The guest is blocked: chat actions are refused',
  'widget:unblocked': 'The guest is no longer blocked',
  'widget:payment-request': 'The agent asks the guest to pay',
  'widget:payment-status': 'A payment request was paid',
  'widget:queue': "The guest's place in the queue changed (position null: no longer queued)",
  'widget:queue-closed': 'The queue or the wait is too long: the chat ends as missed and the widget offers the offline form',
  'widget:removed': 'The owner deleted this widget: it removes itself and the server disconnects',
};

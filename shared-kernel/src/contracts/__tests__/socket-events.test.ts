import { AGENT_EMIT_EVENT_NAMES, AGENT_RECEIVE_EVENT_NAMES, type AgentEmitEvents, type AgentReceiveEvents } from '../index';

describe('socket event names', () => {
  it('lists every spec 000 §7 emitted event', () => {
    expect([...AGENT_EMIT_EVENT_NAMES].sort()).toEqual(
      [
        'inbound-agent',
        'typing',
        'confirm-booking',
        'request-a-payment',
        'user-online-status',
        'bulk-join-chat-room',
        'mark-as-read',
        'join-chat-room',
        'leave-chat-room',
      ].sort(),
    );
  });

  it('lists every received event except the socket.io built-ins, plus the 001 events', () => {
    const expected = [
      'display-typing',
      'booking-response',
      'outbound-agent',
      'chat-accepted',
      'chat-not-accepted',
      'chat-ended',
      'chat-initialized',
      'chat-attachment',
      'marked-as-read',
      'emailid-updated',
      'new-visitor',
      'old-visitor',
      'visitor-widget',
      'visitor-disconnected',
      'visitor-not-available',
      'active-visitors-are',
      'agent_photo',
      'agent_status',
      'user-online-status-is',
      'server:agent_deactivated',
      'join-status',
      'message',
      'new-chat-history',
      // Extension of issue 10: the guest's answers to a [contact-form] message.
      'contact-updated',
      // Extension of issue 24: this console was closed for a newer one of the same user.
      'console-replaced',
      // Extensions of issue 26: notes, mentions, who is viewing, who holds the chat.
      'chat-note',
      'mention',
      'chat-presence',
      'chat-holder-changed',
      // Extensions of issue 27: offers, queues, escalations, chat limits.
      'chat-offer-withdrawn',
      'queue-changed',
      'chat-escalated',
      'agent-not-responding',
      'chat-limit-changed',
      // Issue 28: a guest's rating reaches the staff who held the chat.
      'chat-rated',
      // Issue 36: an AI assist answer streamed to the console that asked.
      'ai-assist',
    ];
    expect([...AGENT_RECEIVE_EVENT_NAMES].sort()).toEqual(expected.sort());
    expect(AGENT_RECEIVE_EVENT_NAMES).not.toContain('connect');
    expect(AGENT_RECEIVE_EVENT_NAMES).not.toContain('disconnect');
    expect(AGENT_RECEIVE_EVENT_NAMES).not.toContain('connect_error');
  });

  it('types the spec payloads', () => {
    const pay: AgentEmitEvents['request-a-payment'] = { pk: 'pk', amt: 1250, desc: 'Deposit', visitorId: 'v', guestId: 7, chatId: 'c' };
    const online: AgentReceiveEvents['user-online-status-is'] = { userId: 'u', isOnline: true };
    const status: AgentReceiveEvents['agent_status'] = { agentId: 'a', status: 'online', photo: null };
    const booking: AgentReceiveEvents['booking-response'] = {
      guestId: 7,
      status: 1,
      response: 'scheduled',
      analytics_uploaded: false,
      uploaded_at: null,
    };
    expect([pay.amt, online.isOnline, status.status, booking.status]).toEqual([1250, true, 'online', 1]);
  });
});

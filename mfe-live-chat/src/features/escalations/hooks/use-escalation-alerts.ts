// Escalation alerts (issue 27) on the dashboard and Active Chats: a waiting guest escalated to the
// supervisors (or, for a reply escalation, to the holder) shows a blue toast with the notification sound;
// an agent who missed an offer shows a blue toast. Escalated chats are remembered for the Active Chats flag.
import { useEffect, useRef } from 'react';
import type { ChatEscalation } from 'shared-kernel/contracts';
import { useEvent, useToast } from 'shared-kernel/platform';
import { createNotificationSound, type NotificationSound } from '../../recent-chats/lib/notification-sound';
import { markEscalated, settleEscalation } from '../lib/escalated-chats';
import { ESCALATION_TEXTS as T } from '../texts';

/** What the page knows of a chat's guest number (its lists), for the not-responding toast. */
export type GuestOf = (chatId: string) => number | undefined;

export function escalationText(escalation: ChatEscalation): string {
  return escalation.kind === 'pending'
    ? T.pending(escalation.guestId, escalation.waitedSeconds)
    : escalation.agentName
      ? T.reply(escalation.guestId, escalation.waitedSeconds, escalation.agentName)
      : T.replyFromTheAgent(escalation.guestId, escalation.waitedSeconds);
}

export function useEscalationAlerts(guestOf?: GuestOf): void {
  const toast = useToast();
  const seen = useRef(new Set<string>());
  // Guest numbers of chats heard of here: the not-responding event names the chat only.
  const guests = useRef(new Map<string, number>());
  // Created with the first alert, so a console that never escalates opens no audio context.
  const sound = useRef<NotificationSound | null>(null);
  useEffect(
    () => () => {
      sound.current?.dispose();
      sound.current = null;
    },
    [],
  );

  useEvent('chat-escalated', (escalation) => {
    if (!escalation?.id || seen.current.has(escalation.id)) return;
    seen.current.add(escalation.id);
    guests.current.set(escalation.chatId, escalation.guestId);
    markEscalated(escalation.chatId, escalation.kind);
    toast.info(escalationText(escalation), { key: `escalation-${escalation.id}` });
    sound.current ??= createNotificationSound();
    sound.current.play();
  });
  useEvent('agent-not-responding', ({ agentId, fullName, chatId, since }) => {
    const guestId = guestOf?.(chatId) ?? guests.current.get(chatId) ?? null;
    toast.info(T.notResponding(fullName, guestId), { key: `not-responding-${agentId}-${since}` });
  });

  useEvent('chat-initialized', ({ chatId, guestId }) => void guests.current.set(chatId, guestId));
  // What settles an escalation: the accept (pending), the holder's reply, the end (any).
  useEvent('chat-accepted', ({ chatId }) => settleEscalation(chatId, 'pending'));
  useEvent('outbound-agent', ({ chatId }) => settleEscalation(chatId, 'reply'));
  useEvent('chat-ended', ({ chatId }) => settleEscalation(chatId));
}

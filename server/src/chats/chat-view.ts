import type { ChatMessage, ChatMessageEvent, Conversation, IncomingChat, WidgetMessage } from 'shared-kernel/contracts';
import { toConversionRecord } from '../bookings';
import type { ChatMessageRow, ChatRow, ConversionRow } from '../db/schema';

export function toWidgetMessage(row: ChatMessageRow): WidgetMessage {
  return {
    id: row.id,
    seq: row.seq,
    chatId: row.chatId,
    direction: row.direction,
    bodyText: row.bodyText,
    chatTime: row.createdAt.toISOString(),
    ...(row.agentName ? { agentName: row.agentName } : {}),
    ...(row.clientMessageId ? { clientMessageId: row.clientMessageId } : {}),
  };
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    bodyText: row.bodyText,
    direction: row.direction,
    chatTime: row.createdAt.toISOString(),
    ...(row.agentId ? { agentId: row.agentId } : {}),
    ...(row.agentName ? { agentName: row.agentName } : {}),
    ...(row.clientMessageId ? { messageId: row.clientMessageId } : {}),
  };
}

export function toMessageEvent(chat: Pick<ChatRow, 'id' | 'visitorId' | 'guestId'>, row: ChatMessageRow): ChatMessageEvent {
  return { chatId: chat.id, visitorId: chat.visitorId, guestId: chat.guestId, ...toChatMessage(row) };
}

/** The message an incoming chat shows: the guest's first one (a chat may open with an auto message), else the first. */
export function openingMessage(messages: readonly ChatMessageRow[]): ChatMessageRow | undefined {
  return messages.find((message) => message.direction === 'inbound') ?? messages[0];
}

export function toIncomingChat(chat: ChatRow, first: ChatMessageRow | undefined, pluginId: string): IncomingChat {
  return {
    visitorId: chat.visitorId,
    guestId: chat.guestId,
    chatId: chat.id,
    bodyText: first?.bodyText ?? '',
    chatTime: (first?.createdAt ?? chat.createdAt).toISOString(),
    pluginId,
    departments: chat.widgetDepartments,
    widgetDepartments: chat.widgetDepartments,
    priority: chat.priority,
    ...(chat.offeredTo && chat.offerExpiresAt ? { offer: { agentId: chat.offeredTo, expiresAt: chat.offerExpiresAt.toISOString() } } : {}),
  };
}

/** `conversion` is the chat's booking conversion, if the agent confirmed one. */
export function toConversation(chat: ChatRow, messages: ChatMessageRow[], pluginId: string, conversion: ConversionRow | null = null): Conversation {
  const agentUnread = messages.filter((m) => m.direction === 'inbound' && m.seq > chat.agentReadSeq).length;
  const visitorUnread = messages.filter((m) => m.direction === 'outbound' && m.seq > chat.visitorReadSeq).length;
  const last = messages[messages.length - 1];
  return {
    guestId: chat.guestId,
    visitorId: chat.visitorId,
    chatId: chat.id,
    conversation: messages.map(toChatMessage),
    unreadMessages: agentUnread,
    visitorUnread,
    agentUnread,
    lastChatTime: (last?.createdAt ?? chat.updatedAt).toISOString(),
    visitorLeft: chat.visitorLeft,
    visitorIsBack: chat.visitorIsBack,
    priority: chat.priority,
    departments: chat.widgetDepartments,
    widgetDepartments: chat.widgetDepartments,
    conversion: conversion ? toConversionRecord(conversion) : null,
    bookingConfirmed: conversion !== null,
    ...(chat.agentId ? { agentId: chat.agentId } : {}),
    ...(chat.agentName ? { agentName: chat.agentName } : {}),
    pluginId,
  };
}

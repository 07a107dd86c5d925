import type { ChatHistoryItem, ChatStatus, ConversionStatus } from 'shared-kernel/contracts';
import type { ChatMessageRow, ChatRow, ConversionRow, VisitorRow } from '../db/schema';
import { toChatMessage } from './chat-view';
import { toChatRating } from '../ratings';

/** An ended chat as a history entry (spec 001 §3), with its booking conversion if one was confirmed. */
export function toHistoryItem(
  chat: ChatRow,
  visitor: VisitorRow,
  messages: ChatMessageRow[],
  pluginId: string,
  conversion: ConversionRow | null = null,
): ChatHistoryItem {
  return {
    _id: chat.id,
    chatId: chat.id,
    visitorId: {
      _id: visitor.id,
      guestId: visitor.guestId,
      flag: visitor.flag,
      country: visitor.country,
      city: visitor.city,
      region: visitor.region,
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      email: visitor.email,
      phoneNumber: visitor.phoneNumber,
      technicalDetails: { ipAddress: visitor.ipAddress, browser: visitor.browser, operatingSystem: visitor.operatingSystem },
      visitorDetails: { viewing: visitor.viewing, referrer: visitor.referrer },
      pluginId,
    },
    updated_at: chat.updatedAt.toISOString(),
    created_at: chat.createdAt.toISOString(),
    status: (chat.status ?? 5) as ChatStatus,
    conversion: conversion ? { analytics_uploaded: conversion.analyticsUploaded, status: conversion.status as ConversionStatus } : null,
    conversation: messages.map(toChatMessage),
    clientId: chat.clientId,
    agentId: chat.agentId,
    ...(chat.agentName ? { agentName: chat.agentName } : {}),
    pluginId,
    rating: toChatRating(chat),
  };
}

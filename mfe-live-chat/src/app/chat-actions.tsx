// The open chat's header actions, composed here so the chat panel and the features stay independent.
import { BookingAction } from '../features/booking/components/booking-action';
import type { ChatActionsProps } from '../features/chat-panel/components/chat-panel';
import { RequestPaymentButton } from '../features/payment-request/components/request-payment-button';

export function ChatActions({ chat, conversion }: ChatActionsProps) {
  return (
    <>
      <BookingAction chat={chat} conversion={conversion} />
      <RequestPaymentButton chat={chat} />
    </>
  );
}

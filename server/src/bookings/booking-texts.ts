// Every text of booking conversions an agent can see (acks and booking-response), in one place.

export const BOOKING_TEXTS = {
  chatNotFound: 'Chat not found',
  notBookable: 'Only a chat in progress or one ended by visitor inactivity can be booked',
  alreadyConfirmed: 'The booking is already confirmed',
  scheduled: 'Conversion scheduled for upload to Google Analytics',
  uploaded: 'Conversion uploaded to Google Analytics',
  notConfigured: 'Google Analytics is not configured for this widget (a measurement ID and an API secret are needed)',
  unreadableValidation: 'Google Analytics answered the validation with something unreadable',
} as const;

export const refusedByAnalytics = (details: string) => `Google Analytics refused the conversion: ${details}`;
export const analyticsHttpError = (status: number) => `Google Analytics answered with HTTP ${status}`;
export const analyticsUnreachable = (reason: string) => `Google Analytics could not be reached (${reason})`;

/** The event sent when the widget names none. */
export const DEFAULT_BOOKING_EVENT = 'booking_confirmed';

// The bookings module's face: what other modules may use of it; every other file is private to it.
export { BOOKING_TEXTS } from './booking-texts';
export { registerConversionUploads, resumeConversionUploads, scheduleConversionUpload } from './conversion-jobs';
export { conversionOfChat, conversionsOfChats, scheduleConversion } from './conversion-store';
export { toBookingResponse, toConversionRecord } from './conversion-view';

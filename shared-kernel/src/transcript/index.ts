// How a chat is shown, wherever it is shown: the live chat panel and the history's transcripts and guest cards.
// Only what both areas use: a subpath is downloaded whole, and the live chat is on the first screen.
export { TRANSCRIPT_TEXTS } from './texts';
export { dayLabel, fullTime, shortTime, withDateSeparators, type Dated, type TranscriptItem } from './message-time';
export { MessageBody } from './message-body';
export { MessageBubble, type MessageBubbleProps } from './message-bubble';
export { DateSeparator } from './date-separator';
export { NoteBubble, type NoteBubbleProps } from './note-bubble';
export { ActivityLine, activityText } from './activity-line';
export { CentredLine, type CentredLineProps } from './system-line';
export { chatRecord, ChatRecordItem, type ChatRecordEntry } from './chat-record';
export { AttachmentView } from './attachment-view';
export { useAttachmentUrl, fetchAttachment, type AttachmentUrl } from './use-attachment-url';
export { GuestFlag } from './guest-flag';
export { flagOf, locationOf, type FlagView, type GuestPlace } from './guest-place';

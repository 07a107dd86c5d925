// How a chat is shown, wherever it is shown: the live chat panel and the history's transcripts and guest cards.
export { TRANSCRIPT_TEXTS } from './texts';
export { dayLabel, fullTime, shortTime, withDateSeparators, type TranscriptItem } from './message-time';
export { MessageBody } from './message-body';
export { MessageBubble, type MessageBubbleProps } from './message-bubble';
export { TranscriptList, DateSeparator } from './transcript-list';
export { AttachmentView } from './attachment-view';
export { useAttachmentUrl, fetchAttachment, type AttachmentUrl } from './use-attachment-url';
export { GuestFlag } from './guest-flag';
export { GuestDeviceIcons } from './guest-device';
export { flagOf, locationOf, type FlagView, type GuestPlace } from './guest-place';

// The attachments module's face: what other modules may use of it; every other file is private to it.
export { registerAttachmentDownloadRoute } from './attachment-download-route';
export { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE, attachmentKind, saveAttachment } from './attachment-files';
export { readAttachmentForm } from './attachment-form';
export { registerAttachmentUploadRoute } from './attachment-upload-route';

// The words of a chat transcript, wherever one is shown (the live chat panel, the history's detail panes).
export const TRANSCRIPT_TEXTS = {
  /** Spec 001 §2: automated messages are shown as AutoMessage. */
  automated: 'AutoMessage',
  /** Where an agent message's [contact-form] placeholder stands: the guest sees a form there. */
  contactForm: 'Contact form: name, e-mail and phone',
  attachment: (fileName: string) => `Attachment ${fileName}`,
  attachmentImage: (fileName: string) => `Image ${fileName}`,
  attachmentPdf: 'PDF document',
  attachmentLoading: 'Loading the attachment',
  attachmentFailed: 'The attachment could not be loaded',
  download: 'Download',
  downloadLabel: (fileName: string) => `Download ${fileName}`,
  fullScreen: (fileName: string) => `View ${fileName} full screen`,
  closeViewer: 'Close the viewer',
  receipt: 'Payment receipt',
  show: 'Show',
  /** Spec 001 §2: agent bubbles carry the agent's name, or 'Agent'. */
  agent: 'Agent',
  guest: (guestId: number) => `Guest${guestId}`,
  messages: 'Messages',
  /** Issue 26: a staff-only note in the chat (never shown to the guest). */
  note: 'Note',
  noteBy: (author: string) => `Note by ${author}`,
  /** A note or transfer by someone whose name is unknown. */
  someone: 'Someone',
  transferredTo: (actor: string, target: string) => `${actor} transferred the chat to ${target}`,
  tookOverFrom: (actor: string, from: string) => `${actor} took over the chat from ${from}`,
  tookOver: (actor: string) => `${actor} took over the chat`,
  acceptedTransfer: (actor: string) => `${actor} accepted the transferred chat`,
  /** Issue 27: `note` is the server's sentence, e.g. 'Waited 1:05 for an agent'. */
  escalated: (note: string) => (note ? `Escalated to supervisors: ${note}` : 'Escalated to supervisors'),
  /** The transfer's note, after the line. */
  quoted: (note: string) => `“${note}”`,
} as const;

// The words of a chat transcript, wherever one is shown (the live chat panel, the history's detail panes). The
// words are the kernel's UI catalogue's (ui/i18n, "transcript.*"), which every area's gate loads: one instance,
// whether these texts come through 'shared-kernel/transcript' or the bundled 'shared-kernel/transcript-basics'.
import { uiCatalogue } from 'shared-kernel/ui';

const { t, texts } = uiCatalogue;

export const TRANSCRIPT_TEXTS = texts({
  /** Spec 001 §2: automated messages are shown as AutoMessage. */
  automated: 'transcript.automated',
  /** Where an agent message's [contact-form] placeholder stands: the guest sees a form there. */
  contactForm: 'transcript.contactForm',
  attachment: (fileName: string) => t('transcript.attachment', { fileName }),
  attachmentImage: (fileName: string) => t('transcript.attachmentImage', { fileName }),
  attachmentPdf: 'transcript.attachmentPdf',
  attachmentLoading: 'transcript.attachmentLoading',
  attachmentFailed: 'transcript.attachmentFailed',
  download: 'transcript.download',
  downloadLabel: (fileName: string) => t('transcript.downloadLabel', { fileName }),
  fullScreen: (fileName: string) => t('transcript.fullScreen', { fileName }),
  closeViewer: 'transcript.closeViewer',
  receipt: 'transcript.receipt',
  show: 'transcript.show',
  /** Spec 001 §2: agent bubbles carry the agent's name, or 'Agent'. */
  agent: 'transcript.agent',
  guest: (guestId: number) => t('transcript.guest', { guestId }),
  messages: 'transcript.messages',
  /** Issue 26: a staff-only note in the chat (never shown to the guest). */
  note: 'transcript.note',
  noteBy: (author: string) => t('transcript.noteBy', { author }),
  /** A note or transfer by someone whose name is unknown. */
  someone: 'transcript.someone',
  transferredTo: (actor: string, target: string) => t('transcript.transferredTo', { actor, target }),
  tookOverFrom: (actor: string, from: string) => t('transcript.tookOverFrom', { actor, from }),
  tookOver: (actor: string) => t('transcript.tookOver', { actor }),
  acceptedTransfer: (actor: string) => t('transcript.acceptedTransfer', { actor }),
  /** Issue 27: `note` is the server's sentence, e.g. 'Waited 1:05 for an agent'. */
  escalated: (note: string) => (note ? t('transcript.escalatedWithNote', { note }) : t('transcript.escalated')),
  /** The transfer's note, after the line. */
  quoted: (note: string) => t('transcript.quoted', { note }),
});

import type { Settings } from '../config/settings';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set, otherwise one readable file per mail in DATA_DIR/outbox/. */
export function createMailer(settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (settings.smtpUrl) return createSmtpMailer(settings.smtpUrl, settings.mailFrom);
  return createOutboxMailer(settings.dataDir, settings.mailFrom);
}

import type { Settings } from '../config/settings';
import { MailNotSent } from './mail-not-sent';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './mail-message';

export type { Mailer, MailMessage } from './mail-message';

/**
 * SMTP when SMTP_URL is set, otherwise one readable file per mail in DATA_DIR/outbox/. Every failure to
 * send is a MailNotSent, which the routes answer as a retryable 503 rather than a bare 500.
 */
export function createMailer(settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  const mailer = settings.smtpUrl ? createSmtpMailer(settings.smtpUrl, settings.mailFrom) : createOutboxMailer(settings.dataDir, settings.mailFrom);
  return {
    send: (message) =>
      mailer.send(message).catch((error: unknown) => {
        throw new MailNotSent(error);
      }),
    close: () => mailer.close(),
  };
}

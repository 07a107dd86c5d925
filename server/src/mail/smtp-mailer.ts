import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail-message';

/** nodemailer waits two minutes by default; a caller should hear about a dead mail server sooner. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Asks the SMTP server for its greeting (and the sign-in, when the URL carries one) within `timeoutMs`.
 * Null when it answered, otherwise why not: a start warns with it and serves on (mail is not the console).
 */
export async function smtpProblem(smtpUrl: string, timeoutMs = 5000): Promise<string | null> {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    transport.close();
  }
}

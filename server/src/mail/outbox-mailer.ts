import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mail-message';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Writes each mail as `<timestamp>-<n>-<to>.json` ({ from, to, subject, date, text, html }). */
export function createOutboxMailer(dataDir: string, from: string): Mailer {
  const dir = outboxDir(dataDir);
  let counter = 0;
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const date = new Date();
      counter += 1;
      const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 80);
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(counter).padStart(4, '0')}-${safeTo}.json`;
      const body = { from, to: message.to, subject: message.subject, date: date.toISOString(), text: message.text, html: message.html ?? null };
      await writeFile(path.join(dir, name), JSON.stringify(body, null, 2) + '\n', { flag: 'wx' });
    },
    close() {},
  };
}

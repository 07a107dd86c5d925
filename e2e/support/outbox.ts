// Reads the mails the stack wrote to DATA_DIR/outbox/ (one JSON file per mail: { from, to, subject, date, text, html }).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  file: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
}

/** The shared stack's data folder (playwright.config.ts chooses it; E2E_DATA_DIR for an external stack). */
export function sharedDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the specs cannot read the outbox of this stack');
  return dir;
}

async function readMails(dataDir: string): Promise<Mail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return []; // no mail written yet
  }
  const mails: Mail[] = [];
  for (const name of names.sort()) {
    try {
      mails.push({ file: name, ...JSON.parse(await readFile(path.join(dir, name), 'utf8')) });
    } catch {
      // a file still being written: the next poll reads it
    }
  }
  return mails;
}

export interface MailQuery {
  /** Only mails written at or after this moment (take it just before the action that sends the mail). */
  since?: Date;
  subject?: RegExp;
  dataDir?: string;
  timeoutMs?: number;
}

/** Waits for the newest mail to `to` that matches the query. */
export async function waitForMail(to: string, query: MailQuery = {}): Promise<Mail> {
  const { since, subject, dataDir = sharedDataDir(), timeoutMs = 15_000 } = query;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails(dataDir))
      .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
      .filter((mail) => !since || Date.parse(mail.date) >= since.getTime())
      .filter((mail) => !subject || subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Path and query of the first link in the mail whose path starts with `pathPrefix` (the stack's own address). */
export function linkIn(mail: Mail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}":\n${mail.text}`);
}

/** The 4-digit verification code written in the mail's text. */
export function codeIn(mail: Mail): string {
  const code = /code\D*?(\d{4})\b/i.exec(mail.text.replace(/https?:\/\/\S+/g, ''))?.[1];
  if (!code) throw new Error(`no 4-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
}

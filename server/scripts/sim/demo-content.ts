// What simulated guests look at and say: the demo site's pages, a few referrers and chat lines.
import type { VisitorPage } from 'shared-kernel/contracts';

export const PAGES = ['/demo/', '/demo/pricing.html', '/demo/contact.html'];
export const REFERRERS = ['', 'https://www.google.com/', 'https://news.example.org/post/42'];
export const LINES = ['Hi, is anyone there?', 'How much is the premium plan?', 'Can I change my booking?', 'Thanks!'];
export const REPLIES = ['Hello! How can I help?', 'The premium plan is $29 a month.', 'Sure, which date suits you?', 'You are welcome!'];

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

export function randomPage(base: string, index: number): VisitorPage {
  return { url: new URL(pick(PAGES), base).href, title: `Demo page ${index}`, referrer: pick(REFERRERS) };
}

/** The demo widget's pluginId, read from the server's /demo/ page. */
export async function demoPluginId(base: string): Promise<string> {
  const html = await (await fetch(new URL('/demo/', base))).text();
  const found = /pluginid="([^"]+)"/.exec(html)?.[1];
  if (!found || found.includes('{{')) throw new Error('the server serves no demo widget at /demo/; pass --plugin');
  return found;
}

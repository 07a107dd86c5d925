import { UAParser } from 'ua-parser-js';

/** Browser and operating system named from a user agent ('Chrome 120', 'Windows 10'); '' when unknown. */
export function describeUserAgent(userAgent: string | undefined): { browser: string; operatingSystem: string } {
  const result = UAParser(userAgent ?? '');
  const join = (name?: string, version?: string) => [name, version].filter(Boolean).join(' ');
  return {
    browser: join(result.browser.name, result.browser.major),
    operatingSystem: join(result.os.name, result.os.version),
  };
}

/** The guest's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's peer. */
export function clientIp(address: string, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = trustProxy && header ? header.split(',')[0]?.trim() : '';
  const ip = first || address;
  // IPv4 peers of a dual-stack socket show as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Settings } from '../config/settings';
import { text, type ErrorMessage } from '../http/valued-text';

export const WEBHOOK_TARGET_TEXTS = {
  notUrl: 'Enter the endpoint as a full address, such as https://example.com/hooks/chat',
  notHttps: 'Webhook endpoints must use https://',
  credentials: 'Leave user names and passwords out of the address: each delivery is signed instead',
  unresolved: (host: string) => text('The host {host} could not be found', { host }),
  private: (host: string) => text('{host} is on a private network: webhooks go to public addresses only', { host }),
} as const;

/** Whether a check's answer is the checked target (else it is the reason, a text). */
export const isCheckedTarget = (answer: CheckedTarget | ErrorMessage): answer is CheckedTarget => typeof answer === 'object' && 'addresses' in answer;

/** Only these ranges are public; loopback, RFC 1918, link-local (cloud metadata), CGNAT, ULA and the rest are not. */
const PUBLIC_RANGES = new Set(['unicast']);

export type AddressResolver = (host: string) => Promise<string[]>;

const resolveAll: AddressResolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Whether an address (or its host name) is listed in WEBHOOK_ALLOW_PRIVATE, as itself or inside a range. */
function allowedPrivately(settings: Pick<Settings, 'webhookAllowPrivate'>, host: string, address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return settings.webhookAllowPrivate.some((entry) => {
    if (entry === host) return true;
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        return range.kind() === address.kind() && address.match([range, bits]);
      }
      return ipaddr.process(entry).toString() === address.toString();
    } catch {
      return false;
    }
  });
}

export interface CheckedTarget {
  url: URL;
  /** The addresses the host resolved to, all allowed: the delivery connects to one of these, not to a new lookup. */
  addresses: string[];
}

/**
 * Checks a webhook address where it is saved and again before each attempt (DNS resolved once per
 * attempt, and the attempt connects to what was checked, so a name re-pointed in between cannot reach
 * inside). Answers the reason as text, or the checked target.
 */
export async function checkWebhookTarget(
  raw: string,
  settings: Pick<Settings, 'webhookAllowPrivate' | 'development'>,
  resolve: AddressResolver = resolveAll,
): Promise<CheckedTarget | ErrorMessage> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_TARGET_TEXTS.notUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_TARGET_TEXTS.notUrl;
  if (url.username || url.password) return WEBHOOK_TARGET_TEXTS.credentials;
  if (url.protocol === 'http:' && !settings.development) return WEBHOOK_TARGET_TEXTS.notHttps;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch {
    return WEBHOOK_TARGET_TEXTS.unresolved(host);
  }
  if (addresses.length === 0) return WEBHOOK_TARGET_TEXTS.unresolved(host);
  const parsed = addresses.map((address) => ipaddr.process(address));
  const loopbackOnly = parsed.every((address) => address.range() === 'loopback');
  if (url.protocol === 'http:' && !(settings.development && loopbackOnly)) return WEBHOOK_TARGET_TEXTS.notHttps;
  const developerReceiver = settings.development && loopbackOnly;
  const refused = parsed.find((address) => !PUBLIC_RANGES.has(address.range()) && !developerReceiver && !allowedPrivately(settings, host, address));
  if (refused) return WEBHOOK_TARGET_TEXTS.private(host);
  return { url, addresses: parsed.map((address) => address.toString()) };
}

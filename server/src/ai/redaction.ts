// What leaves the server for the AI endpoint carries no e-mail address, phone number, card number, IP
// address or stored contact detail: each becomes a placeholder such as [EMAIL_1], the same value always the
// same placeholder, and the answer shown to the agent has them put back.

import { isIPv6 } from 'node:net';

export type PrivateKind = 'EMAIL' | 'PHONE' | 'CARD' | 'IP' | 'CONTACT';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/** 13 to 19 digits, spaces or dashes between them; a card only if the Luhn check passes. */
const CARD_LIKE = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;
const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?!\.?\d)/g;
/** Hex digits and colons: an IPv6 address only if Node's own check takes it (a time such as 12:30 is not). */
const IPV6_LIKE = /(?<![0-9a-f:])[0-9a-f]*:[0-9a-f:]*:[0-9a-f:]*(?![0-9a-f:])/gi;
/**
 * A phone number: an international one (+ or 00, then 7 to 15 digits), or one written with separators
 * (spaces, dashes, dots, brackets) with 7 to 15 digits, or 10 to 15 digits run together. A plain run of
 * fewer digits (an order number) is left as it is.
 */
const PHONE_LIKE = /(?<![\w+])(?:\+|00)?\(?\d[\d\s().-]{5,22}\d(?![\w])/g;
/** Placeholders as written in prompts, and as a model may repeat them. */
const PLACEHOLDER = /\[(EMAIL|PHONE|CARD|IP|CONTACT)_(\d+)\]/g;
/** The longest placeholder: what a stream holds back in case one is cut across two chunks. */
const PLACEHOLDER_MAX = '[CONTACT_999]'.length;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (/^(?:\+|00)/.test(candidate)) return true;
  if (/[\s().-]/.test(candidate)) return /\d[\s().-]+\d/.test(candidate);
  return digits.length >= 10;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One request's placeholders: what was hidden, so the answer can have it back. */
export class Redactor {
  private readonly byValue = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private readonly counts = new Map<PrivateKind, number>();
  private readonly contactPattern: RegExp | null;

  /** `contactValues`: the guest's stored details (names, e-mail, phone), hidden wherever they appear. */
  constructor(contactValues: readonly string[] = []) {
    const values = [...new Set(contactValues.map((value) => value.trim()).filter((value) => value.length >= 2))].sort((a, b) => b.length - a.length);
    this.contactPattern = values.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${values.map(escapeForPattern).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;
  }

  private placeholderFor(kind: PrivateKind, value: string): string {
    const key = `${kind}:${value.toLowerCase()}`;
    const known = this.byValue.get(key);
    if (known) return known;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    const placeholder = `[${kind}_${n}]`;
    this.byValue.set(key, placeholder);
    this.byPlaceholder.set(placeholder, value);
    return placeholder;
  }

  /** The text with every private value replaced by its placeholder. */
  hide(text: string): string {
    let out = text;
    // Stored details first (an e-mail on file is hidden as the guest's, whatever its form), then by shape.
    if (this.contactPattern) out = out.replace(this.contactPattern, (value) => this.placeholderFor('CONTACT', value));
    out = out.replace(EMAIL, (value) => this.placeholderFor('EMAIL', value));
    out = out.replace(CARD_LIKE, (value) => (passesLuhn(value.replace(/\D/g, '')) ? this.placeholderFor('CARD', value) : value));
    out = out.replace(IPV4, (value) => this.placeholderFor('IP', value));
    out = out.replace(IPV6_LIKE, (value) => (isIPv6(value) ? this.placeholderFor('IP', value) : value));
    out = out.replace(PHONE_LIKE, (value) => {
      const candidate = value.trim();
      return isPhone(candidate) ? value.replace(candidate, this.placeholderFor('PHONE', candidate)) : value;
    });
    return out;
  }

  /** Placeholders back to their values; one this request never made is left as the model wrote it. */
  restore(text: string): string {
    return text.replace(PLACEHOLDER, (placeholder) => this.byPlaceholder.get(placeholder) ?? placeholder);
  }

  /** A stream's restorer: each chunk restored, a placeholder cut across chunks held back until it is whole. */
  restorer(): { push(chunk: string): string; end(): string } {
    let held = '';
    return {
      push: (chunk) => {
        const text = held + chunk;
        const open = text.lastIndexOf('[');
        // An opening bracket near the end with no closing one yet may be a placeholder still coming.
        const cut = open >= 0 && !text.includes(']', open) && text.length - open < PLACEHOLDER_MAX ? open : text.length;
        held = text.slice(cut);
        return this.restore(text.slice(0, cut));
      },
      end: () => {
        const rest = this.restore(held);
        held = '';
        return rest;
      },
    };
  }
}

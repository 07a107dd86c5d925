// Small text rules shared by the console, the widget and the server.

/** Empty or whitespace-only text is not sent (spec 000 §5). */
export function isSendableText(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim().length > 0;
}

/** Widget domain as sent: http(s):// and www. stripped, trailing slashes removed (spec 001 §5). */
export function cleanDomain(domain: string): string {
  return domain
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/** Sign-up confirm field is flagged live once it is as long as the password and differs. */
export function confirmMismatchLive(password: string, confirm: string): boolean {
  return confirm.length >= password.length && confirm.length > 0 && confirm !== password;
}

/** Contact edit: true when at least one field differs ('No field has been updated' otherwise). */
export function hasChanges<T extends Record<string, unknown>>(original: T, edited: Partial<T>): boolean {
  return (Object.keys(edited) as Array<keyof T>).some((key) => (edited[key] ?? '') !== (original[key] ?? ''));
}

/** '#' shortcut typed in the chat box: the text after the hash, or null when no hash is being typed. */
export function cannedQuery(text: string): string | null {
  const at = text.lastIndexOf('#');
  if (at < 0) return null;
  const query = text.slice(at + 1);
  return /\s/.test(query) ? null : query;
}

/** Amount in cents as sent in request-a-payment: the rounded amount times 100. */
export function amountInCents(amount: number): number {
  return Math.round(amount * 100);
}

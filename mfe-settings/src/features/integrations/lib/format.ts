// Dates in the browser's zone and the console's language (the kernel keeps one formatter per language), and
// a delivery's body made readable.
import { dateTimeFormat } from 'shared-kernel/i18n-react';

function formatted(options: Intl.DateTimeFormatOptions, iso: string | null): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : dateTimeFormat(options).format(at);
}

export const formatDate = (iso: string | null) => formatted({ dateStyle: 'medium' }, iso);
export const formatDateTime = (iso: string | null) => formatted({ dateStyle: 'medium', timeStyle: 'medium' }, iso);

/** The JSON body indented for reading; anything that is not JSON is shown as it was sent. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

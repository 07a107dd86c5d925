// Dates through Intl (one formatter each), and a delivery's body made readable.
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatted(format: Intl.DateTimeFormat, iso: string | null): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : format.format(at);
}

export const formatDate = (iso: string | null) => formatted(DATE, iso);
export const formatDateTime = (iso: string | null) => formatted(DATE_TIME, iso);

/** The JSON body indented for reading; anything that is not JSON is shown as it was sent. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

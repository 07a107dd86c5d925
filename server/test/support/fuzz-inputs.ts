// The fuzz walk's inputs and their judgement: the routes' declared fields, the known-bad classes no route may
// accept (input-guard.ts's limits and the database's integers), and one request in each encoding.
import { declaredFields, PROTOTYPE_KEYS, wellFormed } from './hostile-values';

/** The declared fields of a yup object schema that take numbers. */
export function numberFieldsOf(schema: unknown): string[] {
  const fields = (schema as { fields?: Record<string, { type?: string }> } | undefined)?.fields ?? {};
  return Object.entries(fields)
    .filter(([, field]) => field?.type === 'number')
    .map(([name]) => name);
}

/** Every route's declared input fields (body, query), from its yup schema. */
export function fieldsOf(routeSchema: unknown): string[] {
  const parts = (routeSchema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  return [...new Set([...declaredFields(parts.body), ...declaredFields(parts.querystring)])];
}

/** A path segment; a lone surrogate (which encodeURIComponent refuses) goes as the raw bytes a client could send. */
export function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(wellFormed(text)) + '%ED%A0%80';
  }
}


/** What every input must meet (input-guard.ts), and the range of the database's integers. */
export const GUARD = { textLength: 10_000, depth: 8, intMax: 2 ** 31 - 1 } as const;
export const FORBIDDEN_KEYS = new Set(PROTOTYPE_KEYS);

/** How deep a JSON value nests, without recursion (the walk's values go thousands deep). */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Every key and every leaf of a JSON value, without recursion. */
export function partsOf(value: unknown): { keys: string[]; leaves: unknown[] } {
  const keys: string[] = [];
  const leaves: unknown[] = [];
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') {
      leaves.push(item);
      continue;
    }
    if (!Array.isArray(item)) keys.push(...Object.keys(item));
    stack.push(...Object.values(item));
  }
  return { keys, leaves };
}

export const badText = (text: string) => (text.length > GUARD.textLength ? 'text over 10,000 characters' : text.includes('\u0000') ? 'NUL in text' : null);

/**
 * The known-bad class of one request's input, or null: what no route may accept. A body's value is checked
 * as JSON; a form's fields as the text they are sent as (and, when a field is JSON, its nesting); a query's
 * and a path's values as text.
 */
export function knownBad(c: { body: unknown; query: unknown; params: string[]; encoding: Encoding }, numberFields: readonly string[], method: string, route = ''): string | null {
  for (const param of c.params) {
    const problem = badText(param);
    if (problem) return `path: ${problem}`;
  }
  for (const [key, value] of Object.entries(c.query && typeof c.query === 'object' && !Array.isArray(c.query) ? c.query : {})) {
    if (FORBIDDEN_KEYS.has(key)) return `query: key '${key}'`;
    const problem = badText(typeof value === 'string' ? value : JSON.stringify(value));
    if (problem) return `query: ${problem}`;
  }
  if (method === 'GET' || method === 'OPTIONS' || c.encoding === 'text' || c.encoding === 'broken-multipart') return null;
  const body = c.body;
  if (c.encoding === 'multipart') {
    if (FORM_IGNORED.has(route)) return null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    for (const [key, value] of Object.entries(body)) {
      if (FORBIDDEN_KEYS.has(key)) return `form: key '${key}'`;
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const problem = badText(text);
      if (problem) return `form: ${problem}`;
      if (value !== null && typeof value === 'object' && depthOf(value) > GUARD.depth) return 'form: JSON field nested deeper than 8';
    }
    return null;
  }
  const { keys, leaves } = partsOf(body);
  const key = keys.find((name) => FORBIDDEN_KEYS.has(name));
  if (key !== undefined) return `body: key '${key}'`;
  for (const leaf of leaves) {
    const problem = typeof leaf === 'string' ? badText(leaf) : null;
    if (problem) return `body: ${problem}`;
  }
  if (depthOf(body) > GUARD.depth) return 'body: nested deeper than 8';
  // A number field's value the database cannot store (a text field casts a number to its digits).
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of numberFields) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'number' && Math.abs(value) > GUARD.intMax && !ROUTES_TAKING_LARGE_NUMBERS.has(field)) return `body: ${field} = ${value}, beyond the database's range`;
    }
  }
  return null;
}

/**
 * The allow-list: routes that legitimately answer 2xx to a form whose fields they never read, with why.
 * (OPTIONS answers, the preflights of the static folders, read no body at all.)
 */
export const FORM_IGNORED = new Set<string>([
  // A read with no input: the account's widgets, whatever was sent.
  'POST /api/widget/get-widgets',
]);

/**
 * Declared fields whose large numbers are legitimately taken (clamped or stored as wider numbers), with why.
 * None so far: a number field the database stores as an integer must refuse what it cannot hold.
 */
export const ROUTES_TAKING_LARGE_NUMBERS = new Set<string>([]);

export function asQuery(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `?${params.toString()}`;
}

export function asForm(input: unknown): FormData {
  const form = new FormData();
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const [key, value] of Object.entries(input)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append('profilePhoto', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x00])], { type: 'image/jpeg' }), 'x.jpg');
  return form;
}

export type Encoding = 'json' | 'multipart' | 'broken-multipart' | 'text';

/** One request; the status (0 when no answer came) and how long the answer took. */
export async function send(url: string, method: string, token: string, input: unknown, encoding: Encoding): Promise<{ status: number; ms: number }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData | undefined;
  if (method === 'GET') body = undefined;
  else if (encoding === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input) ?? '';
  } else if (encoding === 'multipart') body = asForm(input);
  else if (encoding === 'broken-multipart') {
    headers['content-type'] = 'multipart/form-data; boundary=X';
    body = `--X\r\nContent-Disposition: form-data; name="${String(JSON.stringify(input)).slice(0, 200)}"\r\n\r\nb`;
  } else {
    headers['content-type'] = 'text/plain';
    body = String(JSON.stringify(input));
  }
  const started = performance.now();
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

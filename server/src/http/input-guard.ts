import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';
import { fixedText } from './valued-text';

/** Bounds every piece of input meets before any handler or schema sees it (HTTP and socket alike). */
export const INPUT_LIMITS = { textLength: 10_000, depth: 8, items: 1_000 } as const;

/**
 * Keys no input may carry: Object.prototype's members (`toString`, `__proto__`, `hasOwnProperty`...) and
 * `prototype`. A schema looks its fields up by key, so such a key would find a function of every object's
 * prototype instead of a field (yup then throws a TypeError), and a merge could reach the prototype.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const INPUT_MESSAGES = {
  nul: 'Text must not contain the NUL character',
  tooLong: fixedText('Text must be at most {max, plural, one {# character} other {# characters}}', { max: INPUT_LIMITS.textLength }),
  tooDeep: 'The input is nested too deeply',
  tooMany: fixedText('The input has more than {max, plural, one {# item} other {# items}}', { max: INPUT_LIMITS.items }),
  // Only ever one of FORBIDDEN_KEYS (a few names of Object.prototype): a fixed text each.
  forbiddenKey: (key: string) => fixedText("The field name ''{key}'' is not allowed", { key }),
  noForm: 'This address takes no form: send JSON',
} as const;

/**
 * What is wrong with a decoded input (JSON body, query, params, socket payload), or null. NUL cannot be
 * stored by PostgreSQL, and nothing the product takes is longer, deeper or larger than these limits.
 */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.length > INPUT_LIMITS.textLength) return INPUT_MESSAGES.tooLong;
    return value.includes('\u0000') ? INPUT_MESSAGES.nul : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= INPUT_LIMITS.depth) return INPUT_MESSAGES.tooDeep;
  const isArray = Array.isArray(value);
  const entries = isArray ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  if (entries.length > INPUT_LIMITS.items) return INPUT_MESSAGES.tooMany;
  for (const [key, item] of entries) {
    const problem = (isArray ? null : keyProblem(key)) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** What is wrong with a field's name (an object key, a form field's name), or null. */
export function keyProblem(key: string): string | null {
  return FORBIDDEN_KEYS.has(key) ? INPUT_MESSAGES.forbiddenKey(key) : inputProblem(key);
}

/**
 * Whether text written as JSON nests deeper than any input may, measured on the text without parsing it
 * (a form field of JSON nested thousands deep would otherwise cost the parser's stack).
 */
export function jsonTextTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > INPUT_LIMITS.depth) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/**
 * JSON carried as text inside another input (a multipart field): its nesting is measured on the text before
 * it is parsed, then the decoded value meets the same bounds as any other input. Throws a 400: `notJson`
 * when the text is not JSON, the bound's message otherwise.
 */
export function parseJsonField(text: string, notJson: string): unknown {
  if (jsonTextTooDeep(text)) throw badRequest(INPUT_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(notJson);
  }
  const problem = inputProblem(value);
  if (problem) throw badRequest(problem);
  return value;
}

/** One hook for every route: malformed input is a 400 with a message before any handler runs. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Multipart bodies are read by the routes that declare them, through readMultipartForm, which applies the
    // same rules; any other route would never read the form, so it would accept whatever the form holds.
    if (request.isMultipart() && request.routeOptions.config?.body !== 'multipart') throw badRequest(INPUT_MESSAGES.noForm);
    for (const part of [request.params, request.query, request.isMultipart() ? undefined : request.body]) {
      const problem = inputProblem(part);
      if (problem) throw badRequest(problem);
    }
  });
}

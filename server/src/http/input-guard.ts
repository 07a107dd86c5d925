import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

/** Bounds every piece of input meets before any handler or schema sees it (HTTP and socket alike). */
export const INPUT_LIMITS = { textLength: 10_000, depth: 8, items: 1_000 } as const;

export const INPUT_MESSAGES = {
  nul: 'Text must not contain the NUL character',
  tooLong: `Text must be at most ${INPUT_LIMITS.textLength.toLocaleString('en')} characters`,
  tooDeep: 'The input is nested too deeply',
  tooMany: `The input has more than ${INPUT_LIMITS.items.toLocaleString('en')} items`,
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
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  if (entries.length > INPUT_LIMITS.items) return INPUT_MESSAGES.tooMany;
  for (const [key, item] of entries) {
    const problem = inputProblem(key, depth + 1) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** One hook for every route: malformed input is a 400 with a message before any handler runs. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Multipart bodies are read by their routes, through readMultipartForm, which applies the same rules.
    for (const part of [request.params, request.query, request.isMultipart() ? undefined : request.body]) {
      const problem = inputProblem(part);
      if (problem) throw badRequest(problem);
    }
  });
}

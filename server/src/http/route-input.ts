import type { FastifyInstance, RouteOptions } from 'fastify';
import { validateSyncWith } from 'shared-kernel/validation';
import { object, type AnySchema } from 'yup';
import { nestedTypeProblem } from './nested-types';

/**
 * What a route reads, declared on the route as yup schemas: `schema: { body, querystring, params }`.
 * Each part is validated and cast before the handler runs (after the input guard's bounds), and a
 * failure is a 400 with the schema's message, so a handler only ever sees input of the declared shape.
 */
export interface RouteInput {
  body?: AnySchema;
  querystring?: AnySchema;
  params?: AnySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A body that is not JSON, read by its handler: multipart forms through readMultipartForm, raw webhooks. */
    body?: 'multipart' | 'raw';
  }
}

/** For a route that reads nothing from the request; unknown query keys (cache busters) are ignored. */
export const NO_INPUT: RouteInput = { querystring: object({}) };

/** For a POST that reads nothing: any JSON object (or none) is accepted and ignored. */
export const NO_INPUT_BODY: RouteInput = { body: object({}) };

const METHODS_WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);

/** Why a route's declaration is incomplete, or null. Exported for the test that walks every route. */
export function missingInput(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): string | null {
  const methods = [route.method].flat();
  const schema = route.schema as RouteInput | undefined;
  if (!schema || (!schema.body && !schema.querystring && !schema.params)) {
    return `${methods.join(',')} ${route.url} declares no input: give it a schema (NO_INPUT when it reads none)`;
  }
  const bodyKind = route.config?.body;
  if (methods.some((method) => METHODS_WITH_BODY.has(method)) && !schema.body && !bodyKind) {
    return `${methods.join(',')} ${route.url} takes a body but declares none`;
  }
  return null;
}

/**
 * Installs the yup validator for the routes of `scope` and refuses, when the server starts, any route
 * registered there without its input declared: a new route cannot forget it.
 */
export function installRouteInput(scope: FastifyInstance): void {
  scope.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const wrongType = nestedTypeProblem(schema as AnySchema, data);
    if (wrongType) return { error: Object.assign(new Error(wrongType), { statusCode: 400 }) };
    const result = validateSyncWith(schema as AnySchema, data ?? {});
    return result.ok ? { value: result.value } : { error: Object.assign(new Error(result.message), { statusCode: 400 }) };
  });
  scope.addHook('onRoute', (route) => {
    // HEAD routes are Fastify's own copies of GET routes.
    if (route.method === 'HEAD') return;
    const problem = missingInput(route);
    if (problem) throw new Error(problem);
  });
}

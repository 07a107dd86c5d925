import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from 'shared-kernel/integrations';
import { accountAdminOnly, asksForStaffSignIn, scopeForRoute } from '../../auth';
import { badRequest } from '../../http/http-error';
import type { RouteInput } from '../../http/route-input';
import { asyncApiDocument } from './asyncapi';
import { ROUTE_SUMMARIES, routeKey } from './route-summaries';
import { SOCKET_CHANNELS } from './socket-channels';
import { webhookDescriptions } from './webhook-payloads';
import { describedInput } from './yup-json-schema';

export const API_PREFIX = '/api';
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const ASYNCAPI_PATH = `${API_PREFIX}/asyncapi.json`;
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
export const STAFF_TOKEN_SCHEME = 'staffToken';
export const API_KEY_SCHEMES = ['apiKey', 'apiKeyHeader'] as const;
export const TAKES_NO_QUERY = 'The API description takes no query';

const ERROR_BODY = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
};

/** A staff token always; an API key too where the route is open to keys, with the scope it needs. */
function securityOf(method: string, url: string): Array<Record<string, string[]>> {
  const scope = scopeForRoute(method, url.slice(API_PREFIX.length));
  const staff = { [STAFF_TOKEN_SCHEME]: [] };
  return scope ? [staff, ...API_KEY_SCHEMES.map((scheme) => ({ [scheme]: [scope] }))] : [staff];
}

const refuseQuery = async (request: FastifyRequest) => {
  if (request.url.includes('?')) throw badRequest(TAKES_NO_QUERY);
};

/** Form routes read their fields themselves (with their own limits): named in the summary. */
const MULTIPART_FORM = { type: 'object', description: 'A multipart form' };

/** The failures every route may answer, by what the route asks of its caller. */
function errorAnswers(signedIn: boolean, adminOnly: boolean, keyScope: string | null): Record<number, Record<string, unknown>> {
  const answers: Record<number, Record<string, unknown>> = {
    400: { description: 'The input does not match the declared schema; the message says which field and why', ...ERROR_BODY },
    429: { description: 'Too many requests; Retry-After says when to try again', ...ERROR_BODY },
    503: { description: 'The database is briefly out of reach; retry after Retry-After seconds', ...ERROR_BODY },
  };
  if (signedIn) answers[401] = { description: 'No valid access token', ...ERROR_BODY };
  const refusals = [adminOnly && 'the caller is not an owner or co-admin of the account', keyScope && `an API key lacks ${keyScope}`, signedIn && !keyScope && 'an API key made the call (staff only)'].filter(Boolean);
  if (refusals.length > 0) answers[403] = { description: `Refused: ${refusals.join('; ')}`, ...ERROR_BODY };
  return answers;
}

/**
 * The OpenAPI 3.1 document, generated from the routes themselves: each route's declared yup input (the
 * schemas its validator enforces), its guards and the summary table. Registered before the routes, so
 * every route added afterwards is in it; /api/docs renders it with the renderer's own bundled files.
 * Beside it, /api/asyncapi.json describes the socket events (asyncapi.ts).
 */
export async function installApiDescription(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Live chat console API',
        version,
        description:
          'Every call of the console. Staff calls take `Authorization: Bearer <access token>` (from /api/auth/signin); most also take an API key of the account (`Authorization: Bearer lck_...` or `x-api-key`), within the scope each lists. Failures answer `{ statusCode, message }`.',
      },
      webhooks: webhookDescriptions(),
      components: {
        securitySchemes: {
          [STAFF_TOKEN_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff access token from POST /api/auth/signin' },
          apiKey: { type: 'http', scheme: 'bearer', description: "An API key of the account (lck_...), within the scope each call lists" },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'The same API key in a header of its own' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${API_PREFIX}/`) || url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH)) {
        return { schema: { hide: true }, url };
      }
      const method = [route.method].flat()[0] ?? 'GET';
      const signedIn = asksForStaffSignIn(route.onRequest);
      const adminOnly = [route.onRequest].flat().includes(accountAdminOnly);
      const summary = ROUTE_SUMMARIES[routeKey(method, url)];
      const input = describedInput(schema as RouteInput | undefined);
      return {
        url,
        schema: {
          summary: summary ?? `${method} ${url}`,
          tags: [url.slice(API_PREFIX.length + 1).split('/')[0]],
          ...(signedIn ? { security: securityOf(method, url) } : {}),
          ...input,
          ...(route.config?.body === 'multipart' ? { consumes: ['multipart/form-data'], body: MULTIPART_FORM } : {}),
          response: { 200: { description: 'Success' }, ...errorAnswers(signedIn, adminOnly, signedIn ? scopeForRoute(method, url.slice(API_PREFIX.length)) : null) },
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { deepLinking: true },
    // The page and its files take no query (its links use the fragment). Refusing one also spares the
    // renderer's old address, which redirects to itself when a query follows it.
    uiHooks: { onRequest: refuseQuery },
  });
  // At the root, beside the renderer: the /api scope's validator takes yup schemas only.
  app.get(OPENAPI_PATH, { onRequest: refuseQuery }, async () => app.swagger());
  // The socket events, made once: their tables are fixed when the server starts.
  const socketEvents = asyncApiDocument(version, SOCKET_CHANNELS);
  app.get(ASYNCAPI_PATH, { onRequest: refuseQuery }, async () => socketEvents);
}

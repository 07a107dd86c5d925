/** @jest-environment ./test/support/pglite-environment.cjs */
// The published API description is generated from the routes: every route is in it, with its summary,
// its guard and exactly the input schemas its validator enforces; the reference page uses no outside files.
import type { AnySchema } from 'yup';
import { WEBHOOK_EVENTS } from 'shared-kernel/integrations';
import { TAKES_NO_QUERY } from '../src/app/api-description/api-description';
import { ROUTE_SUMMARIES, routeKey } from '../src/app/api-description/route-summaries';
import { toJsonSchema } from '../src/app/api-description/yup-json-schema';
import type { RouteInput } from '../src/http/route-input';
import { serverFixture } from './support/socket-fixture';

const fx = serverFixture();

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Record<string, unknown>;
}
interface Operation {
  summary: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

let document: Document;

const apiRoutes = () =>
  fx.t.server.routes.filter((route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json' && !route.url.startsWith('/api/docs'));

/** What the document says of one part's properties (query or path parameters): each one's schema and whether it is required. */
function parametersAsSchema(operation: Operation, where: 'query' | 'path') {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  return Object.fromEntries(parameters.map((parameter) => [parameter.name, { schema: parameter.schema, required: parameter.required === true }]));
}

function declaredParameters(part: AnySchema | undefined) {
  if (!part) return {};
  const json = toJsonSchema(part) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.fromEntries(Object.entries(json.properties ?? {}).map(([name, schema]) => [name, { schema, required: (json.required ?? []).includes(name) }]));
}

interface WebhookOperation {
  parameters: Array<{ name: string }>;
  requestBody: { content: Record<string, { schema: { required: string[]; properties: Record<string, unknown> } }> };
}

beforeAll(async () => {
  const answer = await fetch(`${fx.t.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  document = (await answer.json()) as Document;
});

describe('the API description', () => {
  it('is OpenAPI 3.1 with every API route, each with its own summary', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter(({ method, url }) => !document.paths[routeKey(method, url).split(' ')[1]]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    const unsummarised = routes.map(({ method, url }) => routeKey(method, url)).filter((key) => !ROUTE_SUMMARIES[key]);
    expect(unsummarised).toEqual([]);
    for (const { method, url } of routes) {
      const key = routeKey(method, url);
      expect(document.paths[key.split(' ')[1]][method.toLowerCase()].summary).toBe(ROUTE_SUMMARIES[key]);
    }
  });

  it('describes every webhook event the endpoints can ask for, with its signed headers and body', () => {
    const webhooks = (document as unknown as { webhooks: Record<string, { post: WebhookOperation }> }).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENTS, 'webhook.test'].sort());
    for (const [event, { post }] of Object.entries(webhooks)) {
      expect(post.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const body = post.requestBody.content['application/json'].schema;
      expect({ event, required: body.required, type: body.properties.event }).toEqual({ event, required: ['id', 'event', 'occurredAt', 'accountId', 'data'], type: { const: event } });
    }
  });

  it('lists no route that does not exist (the summary table follows the routes)', () => {
    const routeKeys = new Set(apiRoutes().map(({ method, url }) => routeKey(method, url)));
    expect(Object.keys(ROUTE_SUMMARIES).filter((key) => !routeKeys.has(key))).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => routeKey(method, path)));
    expect(documented.filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it("gives each route exactly the input its validator enforces: body, query and path, property by property", () => {
    let compared = 0;
    for (const { method, url, schema } of apiRoutes()) {
      const declared = (schema ?? {}) as RouteInput;
      const operation = document.paths[routeKey(method, url).split(' ')[1]][method.toLowerCase()];
      if (declared.body) {
        const json = toJsonSchema(declared.body as AnySchema);
        expect({ route: `${method} ${url}`, body: operation.requestBody?.content['application/json']?.schema }).toEqual({ route: `${method} ${url}`, body: json });
        compared += 1;
      }
      for (const [part, where] of [
        ['querystring', 'query'],
        ['params', 'path'],
      ] as const) {
        const yupPart = declared[part];
        const declaredHere = declaredParameters(yupPart as AnySchema | undefined);
        expect({ route: `${method} ${url}`, [where]: parametersAsSchema(operation, where) }).toEqual({ route: `${method} ${url}`, [where]: declaredHere });
        if (yupPart) compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(80);
  });

  it('marks the staff routes with the bearer token and leaves the public ones open, with their failures', () => {
    const conversations = document.paths['/api/chat/conversations'].get;
    expect(conversations.security).toEqual([{ staffToken: [] }, { apiKey: ['chats:read'] }, { apiKeyHeader: ['chats:read'] }]);
    expect(document.paths['/api/users/welcome-user'].get.security).toEqual([{ staffToken: [] }]);
    expect(Object.keys(conversations.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const signin = document.paths['/api/auth/signin'].post;
    expect(signin.security).toBeUndefined();
    expect(Object.keys(signin.responses)).not.toContain('401');
    const createCanned = document.paths['/api/canned/create'].post;
    expect(createCanned.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object' });
    expect(Object.keys(document.paths['/api/smart-message/create'].post.responses)).toContain('403');
    expect(document.paths['/api/users/register'].post.requestBody?.content).toHaveProperty(['multipart/form-data']);
  });

  it('leaves the console, the widget and the probes out', () => {
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });

  it('renders a reference page at /api/docs from the server\'s own files, under the page policy', async () => {
    const page = await fetch(`${fx.t.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(1);
    expect(sources.filter((source) => /^(?:https?:)?\/\//.test(source))).toEqual([]);
    for (const source of sources) {
      const asset = await fetch(new URL(source, page.url));
      // Read to the end: an unread body holds its connection open and the server's close waits for it.
      const size = (await asset.arrayBuffer()).byteLength;
      expect({ source, status: asset.status, empty: size === 0 }).toEqual({ source, status: 200, empty: false });
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('takes no query on the document, the page or its files (a 400, not a redirect loop)', async () => {
    for (const path of ['/api/openapi.json?constructor=1', '/api/docs?x=1', '/api/docs/static/index.html?x=1']) {
      const answer = await fetch(`${fx.t.url}${path}`, { redirect: 'manual' });
      expect({ path, status: answer.status, body: await answer.json() }).toEqual({ path, status: 400, body: { statusCode: 400, message: TAKES_NO_QUERY } });
    }
  });
});

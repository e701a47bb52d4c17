import { z } from 'zod';
import { definitionOf, type ErrorStatus, type RouteDefinition } from './route.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'The request is not valid: `fields` names each field with its message (an unknown field says "Unknown field").',
  401: 'No session: sign in first (an `operator` route: no bearer token, or not METRICS_TOKEN).',
  403: 'Signed in with a role this route does not admit, or a write from another origin; `two_factor_required` when the brokerage requires two-factor sign-in of staff and the caller has not set it up.',
  404: 'Nothing with that id or slug (or one that belongs to someone else); an `operator` route while METRICS_TOKEN is not set.',
  409: 'Conflicts with a stored row (a slug or email already taken, a row others depend on).',
  413: 'The body is larger than the route takes.',
  415: 'A file whose content is not of an accepted type.',
  429: 'Too many requests from this address; try again later.',
  500: 'Something failed on the server (the database, a disk); nothing half-saved. Logged with the request id.',
  502: 'An outside source could not be read; nothing was changed.',
};

const errorExamples: Record<ErrorStatus, unknown> = {
  400: { error: { code: 'bad_request', message: 'Unknown field: isPublishd', fields: { isPublishd: 'Unknown field' } } },
  401: { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
  403: { error: { code: 'forbidden', message: 'You do not have permission to do that.' } },
  404: { error: { code: 'not_found', message: 'Not found.' } },
  409: { error: { code: 'conflict', message: 'That conflicts with existing data.' } },
  413: { error: { code: 'too_large', message: 'The request is too large.' } },
  415: { error: { code: 'unsupported_media_type', message: 'This type of file is not accepted.' } },
  429: { error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } },
  500: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
  502: { error: { code: 'upstream_failed', message: 'An outside source could not be read. Nothing was changed.' } },
};

/** ARCHITECTURE §5's error body, the one shape of every refusal. */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/** A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what is sent (`input`) or answered (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return withExhaustiveRecords(json) as JsonSchema;
}

/**
 * zod's record over an enum of keys requires every key, but its JSON Schema (`propertyNames` +
 * `additionalProperties`) says any subset: written out as properties, all required, so a client
 * typed from the description knows each count is there.
 */
function withExhaustiveRecords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withExhaustiveRecords);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withExhaustiveRecords(value)])) as JsonSchema;
  const keys = (entries.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = entries.additionalProperties;
  if (!keys?.every((key) => typeof key === 'string') || typeof value !== 'object' || entries.properties) return entries;
  const { propertyNames: _names, ...rest } = entries;
  return { ...rest, properties: Object.fromEntries(keys.map((key) => [key, value])), required: keys, additionalProperties: false };
}

/** The errors a definition implies, plus those it declares. */
export function errorStatusesOf(definition: RouteDefinition): ErrorStatus[] {
  // Any route can meet a failure below it; no input may cause one (the route fuzz holds that).
  const statuses = new Set<ErrorStatus>([...(definition.errors ?? []), 500]);
  if (definition.audience !== 'public') statuses.add(401);
  if (definition.audience === 'dashboard' || definition.audience === 'console') statuses.add(403);
  // A staff user who must still set up two-factor sign-in is turned away from every other signed-in route.
  if (definition.audience === 'signed-in' && !definition.beforeTwoFactor) statuses.add(403);
  if (definition.params || definition.audience === 'operator') statuses.add(404);
  if (definition.query || definition.body) statuses.add(400);
  if (definition.method !== 'get') {
    // Writes from another origin are refused, and any body can be too large or not JSON.
    statuses.add(403);
    statuses.add(400);
    statuses.add(413);
  }
  if (definition.upload) statuses.add(415);
  return [...statuses].sort();
}

/** `/api/blog/:slug` → `/api/blog/{slug}`; a `:key{.+}` pattern keeps its name only. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

function parametersOf(definition: RouteDefinition) {
  const parameters: Record<string, unknown>[] = [];
  for (const [where, schema] of [['path', definition.params], ['query', definition.query]] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return parameters;
}

function operationOf(method: string, path: string, definition: RouteDefinition): Operation {
  const responses: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(definition.responses)) {
    if (!spec) continue;
    const content = spec.schema
      ? { 'application/json': { schema: jsonSchemaOf(spec.schema, 'output') } }
      : spec.contentType
        ? { [spec.contentType]: { schema: {} } }
        : undefined;
    responses[status] = content ? { description: spec.description, content } : { description: spec.description };
  }
  if (definition.cachedPublicly) Object.assign(responses, cachedAnswers(responses));
  for (const status of errorStatusesOf(definition)) responses[status] = { $ref: `#/components/responses/Error${status}` };
  const operation: Operation = {
    operationId: `${method}${path.replace(/\{([^}]+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    tags: [tagOf(path)],
    'x-audience': definition.audience,
    ...(definition.permission ? { 'x-permission': definition.permission } : {}),
    security: definition.audience === 'public' ? [] : definition.audience === 'operator' ? [{ operatorToken: [] }] : definition.audience === 'portal' ? [{ portalSession: [] }] : [{ session: [] }],
    parameters: parametersOf(definition),
    responses,
  };
  if (definition.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(definition.body, 'input') } } };
  } else if (definition.upload) {
    operation.requestBody = {
      required: true,
      description: definition.upload.description,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentEncoding: 'binary' } }, required: ['file'] } } },
    };
  } else if (definition.rawBody) {
    operation.requestBody = { required: true, description: definition.rawBody.description, content: { [definition.rawBody.contentType]: { schema: { type: 'string', contentEncoding: 'binary' } } } };
  }
  return operation;
}

const entityTagHeader = { description: 'A strong validator of the body; send it back as `If-None-Match` to get a 304 while unchanged.', schema: { type: 'string' } };
const cacheControlHeader = {
  description: '`public, no-cache` when signed out (keep the copy, ask each time: a change shows at once); `private, no-store` when signed in.',
  schema: { type: 'string' },
};

/** A publicly cached read's 200 carries its validator, and a matching `If-None-Match` answers 304. */
function cachedAnswers(responses: Record<string, unknown>): Record<string, unknown> {
  const ok = responses['200'] as Record<string, unknown> | undefined;
  return {
    ...(ok ? { 200: { ...ok, headers: { ETag: entityTagHeader, 'Cache-Control': cacheControlHeader } } } : {}),
    304: { description: 'Unchanged since the copy the caller holds (its `If-None-Match` matches the ETag).', headers: { ETag: entityTagHeader } },
  };
}

/** `/api/admin/blog-posts/{id}` → 'console: blog-posts'; `/api/me/leads` → 'dashboard: leads'; `/readyz` → 'operations'. */
function tagOf(path: string): string {
  const [, root, area, resource] = path.split('/');
  if (root !== 'api') return 'operations';
  if (area === 'admin') return `console: ${resource ?? ''}`;
  if (area === 'me') return resource ? `dashboard: ${resource}` : 'account';
  return area === 'auth' ? 'account' : `public: ${area ?? ''}`;
}

/**
 * The OpenAPI 3.1 description of every route defined with `route()`, read from the app itself (its
 * full paths after mounting), so a new route is described by being defined.
 */
export function buildOpenApiDocument(app: { routes: { method: string; path: string; handler: unknown }[] }, publicUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { method, path, handler } of app.routes) {
    const definition = definitionOf(handler);
    if (!definition) continue;
    const key = openApiPath(path);
    const verb = method.toLowerCase();
    (paths[key] ??= {})[verb] = operationOf(verb, key, definition);
  }
  const responses = Object.fromEntries(
    (Object.keys(errorDescriptions) as unknown as ErrorStatus[]).map((status) => [
      `Error${status}`,
      { description: errorDescriptions[status], content: { 'application/json': { schema: jsonSchemaOf(errorResponseSchema, 'output'), example: errorExamples[status] } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Maple API',
      version: '1',
      description:
        'The API the Maple site, dashboard and console call. Each operation names its audience (`x-audience`): public, signed-in (any role), dashboard (agents and admins, their own rows), console (the super admin), portal (the session of a borrower on their own mortgage file, from a mailed link exchanged at `POST /api/portal/session`) or operator (METRICS_TOKEN as a bearer token; `/healthz`, `/readyz` and `/metrics` are described here too). Signed-in calls carry the session cookie set by `POST /api/auth/sign-in/email`; writes must come from the site\'s own origin. Every refusal has the body `{ error: { code, message, fields? } }`.',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      responses,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'The session cookie set by signing in.' },
        portalSession: { type: 'apiKey', in: 'cookie', name: 'maple_portal', description: "The borrower's portal session cookie, set by `POST /api/portal/session` and sent only to /api/portal." },
        operatorToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for the `operator` audience (a Prometheus scraper).' },
      },
    },
  };
}

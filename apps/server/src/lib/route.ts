import { timingSafeEqual } from 'node:crypto';
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { errorsMessages } from '@maple/shared/messages/errors';
import { scopeOf, type Permission } from '@maple/shared/permissions';
import type { Role } from '@maple/shared/roles';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { answerKey } from './public-content/answer-key.ts';
import { validationError } from './validation-error.ts';
import { assertTwoFactorSatisfied } from './two-factor-gate.ts';

/**
 * Who may call a route, declared where the route is defined:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user, whatever the role;
 * - `dashboard`: agents and admins, on their own rows (the services scope by actor);
 * - `console`: the super admin;
 * - `portal`: a borrower with a portal session (decision 094), on their own file only; no staff
 *   session is one;
 * - `operator`: whoever holds METRICS_TOKEN, as `Authorization: Bearer` (a Prometheus scraper), not
 *   a session; without a token configured such a route does not exist (404): its figures name
 *   routes and volumes.
 */
export type Audience = 'public' | 'signed-in' | 'dashboard' | 'console' | 'portal' | 'operator';

/** The staff roles each audience admits; null admits everyone, signed in or not; none for `portal` (a borrower has no role) and `operator`. */
export const audienceRoles: Record<Audience, readonly Role[] | null> = {
  public: null,
  'signed-in': ['super_admin', 'admin', 'agent', 'other'],
  dashboard: ['agent', 'admin'],
  console: ['super_admin'],
  portal: [],
  operator: [],
};

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SuccessStatus = 200 | 201 | 202 | 204 | 304;
/** Answers with a body of the route's own (a health check's 503), described like a success. */
export type AnswerStatus = SuccessStatus | 503;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502;

export type ResponseSpec = {
  description: string;
  /** The JSON body; absent for 204 or a body described only in words. */
  schema?: z.ZodType;
  /** Another content type than JSON (a CSV export, a download, a stream); the body is described in words. */
  contentType?: string;
};

/**
 * Who may call the route and what they must hold (decision 061). The two signed-in areas' routes
 * name the permission the caller must hold at `own` or `any`, checked by route() before anything
 * else it runs; `null` says on purpose that the area's roles alone decide. The other audiences
 * imply none: anyone (`public`), any signed-in user whatever the role (`signed-in`: the role
 * `other` holds nothing), or the operator's token.
 */
export type Door =
  | { audience: 'public' | 'signed-in' | 'portal' | 'operator'; permission?: never }
  | { audience: 'dashboard' | 'console'; permission: Permission | null };

export type RouteDefinition = Door & {
  method: Method;
  /** Relative to where the route list is mounted, with Hono's `:param` segments. */
  path: string;
  summary: string;
  description?: string;
  /** Path segments; one that cannot name anything answers 404 before any body is read. */
  params?: z.ZodType<Record<string, unknown>, Record<string, string>>;
  /** The 404 message for such a segment (a route's own 'Agent not found'). */
  notFound?: string;
  query?: z.ZodType;
  /** The JSON body; a field it does not take is refused (every request schema is strict). */
  body?: z.ZodType;
  /**
   * A body whose rules depend on the request (an application step dated by the brokerage's day):
   * parsed with the schema this returns, while `body` describes it in the OpenAPI document.
   */
  bodyOf?: (c: Context<AppEnv>) => z.ZodType;
  /** A multipart upload the handler reads itself (field `file`, checked by content). */
  upload?: { description: string };
  /** A body of raw bytes the handler passes on itself (a resumable upload's PATCH, decision 099), by its content type. */
  rawBody?: { contentType: string; description: string };
  responses: Partial<Record<AnswerStatus, ResponseSpec>>;
  /** Refusals beyond those the audience, params, query and body imply (409, 413, 429, 502…). */
  errors?: readonly ErrorStatus[];
  /**
   * A public read whose answer is the same for every visitor: kept in memory until public content
   * changes (lib/public-content), with an ETag; anonymous callers get `public, no-cache`, signed-in
   * ones `private, no-store`. Only for `get` routes of the `public` audience.
   */
  cachedPublicly?: true;
  /** Runs after the audience check and before validation: rate limits, body caps. */
  middleware?: readonly MiddlewareHandler<AppEnv>[];
  /**
   * Open to a staff user who must still set up two-factor sign-in (the brokerage requires it):
   * /api/me and the enrolment routes. Every other signed-in route answers them 403 `two_factor_required`.
   */
  beforeTwoFactor?: boolean;
};

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
export type RouteInput<D extends RouteDefinition> = { params: Parsed<D['params']>; query: Parsed<D['query']>; body: Parsed<D['body']> };
export type RouteHandler<D extends RouteDefinition> = (c: Context<AppEnv>, input: RouteInput<D>) => Response | Promise<Response>;

export type Route = { definition: RouteDefinition; handler: RouteHandler<RouteDefinition> };

/** Marks the handler Hono registers with the definition it came from (read by the OpenAPI builder). */
export const routeDefinitionKey = Symbol('maple.routeDefinition');
export type DefinedHandler = MiddlewareHandler<AppEnv> & { [routeDefinitionKey]: RouteDefinition };

/** One route: its definition (audience, inputs, answers) and the handler that gets the parsed inputs. */
export function route<const D extends RouteDefinition>(definition: D, handler: RouteHandler<D>): Route {
  return { definition, handler: handler as unknown as RouteHandler<RouteDefinition> };
}

/** A Hono app of defined routes, to mount with `app.route(prefix, …)`. */
export function routes(...list: Route[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Hono's overloads type each handler position; the chain is built at run time, so one signature stands for them.
  const on = app.on.bind(app) as unknown as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => void;
  for (const { definition, handler } of list) {
    if (definition.cachedPublicly && (definition.method !== 'get' || definition.audience !== 'public')) {
      throw new Error(`${definition.method} ${definition.path}: only a public GET may be cached publicly`);
    }
    on(definition.method.toUpperCase(), definition.path, ...chainFor(definition), finalHandler(definition, handler));
  }
  return app;
}

function chainFor(definition: RouteDefinition): MiddlewareHandler<AppEnv>[] {
  const chain: MiddlewareHandler<AppEnv>[] = [admit(definition.audience, definition.beforeTwoFactor ?? false)];
  if (definition.permission) chain.push(holds(definition.permission));
  chain.push(...(definition.middleware ?? []));
  if (definition.params) chain.push(zValidator('param', definition.params, notFoundHook(definition.notFound)) as MiddlewareHandler<AppEnv>);
  if (definition.query) chain.push(zValidator('query', definition.query, validationError) as MiddlewareHandler<AppEnv>);
  const { bodyOf } = definition;
  if (bodyOf) chain.push((c, next) => (zValidator('json', bodyOf(c), validationError) as MiddlewareHandler<AppEnv>)(c, next));
  else if (definition.body) chain.push(zValidator('json', definition.body, validationError) as MiddlewareHandler<AppEnv>);
  return chain;
}

function finalHandler(definition: RouteDefinition, handler: RouteHandler<RouteDefinition>): DefinedHandler {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    const valid = c.req.valid.bind(c.req) as (target: string) => unknown;
    const input = {
      params: definition.params ? valid('param') : undefined,
      query: definition.query ? valid('query') : undefined,
      body: definition.body ? valid('json') : undefined,
    } as RouteInput<RouteDefinition>;
    if (!definition.cachedPublicly) return handler(c, input);
    return c.var.publicContent.answer(c, answerKey(c.req.path, input.query, c.var.language), async () => {
      const res = await handler(c, input);
      // Only the body and its type are kept: other headers (the request id) belong to this request.
      return { body: await res.text(), contentType: res.headers.get('content-type') ?? 'application/json', status: res.status };
    });
  };
  return Object.assign(run, { [routeDefinitionKey]: definition });
}

/**
 * 401 without a session, 403 with a role the audience does not admit (or `two_factor_required`
 * before a required enrolment); the operator's token for `operator`.
 */
function admit(audience: Audience, beforeTwoFactor: boolean): MiddlewareHandler<AppEnv> {
  if (audience === 'operator') return admitOperator;
  if (audience === 'portal') return admitBorrower;
  const allowed = audienceRoles[audience];
  return async (c, next) => {
    if (allowed) {
      const user = c.var.user;
      if (!user) throw new AppError('unauthorized', errorsMessages.unauthorized);
      if (!allowed.includes(user.role)) throw new AppError('forbidden', errorsMessages.forbidden);
      if (!beforeTwoFactor) await assertTwoFactorSatisfied(c);
    }
    await next();
  };
}

/**
 * 403 unless the caller's role holds the declared permission at `own` or `any`, before rate limits,
 * validation and the handler. Which rows an `own` covers stays the service's (lib/scope.ts).
 */
function holds(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = c.var.actor;
    if (!actor) throw new AppError('unauthorized', errorsMessages.unauthorized);
    if (!scopeOf(actor.role, permission)) throw new AppError('forbidden', errorsMessages.forbidden);
    await next();
  };
}

/** 401 without a portal session: a staff session is not one (its cookie is another). */
const admitBorrower: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.borrower) throw new AppError('unauthorized', errorsMessages.unauthorized);
  await next();
};

const admitOperator: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.var.operatorToken;
  if (!expected) throw new AppError('not_found', errorsMessages.notFound);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(given, expected)) {
    c.header('WWW-Authenticate', 'Bearer realm="operator"');
    throw new AppError('unauthorized', errorsMessages.unauthorized);
  }
  await next();
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function notFoundHook(message: string = errorsMessages.notFound) {
  return (result: { success: boolean }) => {
    if (!result.success) throw new AppError('not_found', message);
  };
}

/** The definition behind a handler Hono registered, if it came from `route()`. */
export function definitionOf(handler: unknown): RouteDefinition | undefined {
  return typeof handler === 'function' ? (handler as Partial<DefinedHandler>)[routeDefinitionKey] : undefined;
}

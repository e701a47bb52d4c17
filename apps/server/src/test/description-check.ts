import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument, type OpenApiDocument } from '../lib/openapi.ts';

type AppRoutes = { routes: { method: string; path: string; handler: unknown }[] };
type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }> };

/**
 * One checker per set of routes in a worker. Test files share their worker (isolate: false) and
 * every test app registers the same routes: building the description and compiling its schemas
 * again for each file was about a twelfth of the unit run's time in its workers (decision 110).
 */
const checkers = new Map<string, ReturnType<typeof newChecker>>();

/**
 * Checks every answer the API tests receive against the OpenAPI description: its status must be
 * one the operation lists, and a JSON body must validate against the schema given for it. A route
 * that answers what its description does not allow fails the test that called it.
 */
export function descriptionChecker(app: AppRoutes) {
  // The route list names the description: an app built with other routes gets a checker of its own.
  const key = app.routes.map((route) => `${route.method} ${route.path}`).join('\n');
  let checker = checkers.get(key);
  if (!checker) checkers.set(key, (checker = newChecker(app)));
  return checker;
}

function newChecker(app: AppRoutes) {
  let document: OpenApiDocument | undefined;
  let matchers: { pattern: RegExp; path: string }[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const compiled = new Map<string, ValidateFunction | null>();

  function load(): OpenApiDocument {
    if (document) return document;
    document = buildOpenApiDocument(app, 'http://localhost:3000');
    matchers = Object.keys(document.paths)
      // Literal segments before parameters, so /api/admin/leads/export.csv is not read as /{id}.
      .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
      .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
    return document;
  }

  function validatorFor(key: string, schema: object | undefined): ValidateFunction | null {
    if (!compiled.has(key)) compiled.set(key, schema ? ajv.compile(schema) : null);
    return compiled.get(key)!;
  }

  return async function check(method: string, url: string, response: Response): Promise<void> {
    const path = new URL(url, 'http://localhost').pathname;
    const doc = load();
    const match = matchers.find((m) => m.pattern.test(path) && doc.paths[m.path]?.[method.toLowerCase()]);
    // An unknown route answers the catch-all 404; the description test covers routes it misses.
    if (!match) return;
    const operation = doc.paths[match.path]![method.toLowerCase()] as Operation;
    const where = `${method} ${match.path} answered ${response.status}`;
    let declared = operation.responses[String(response.status)];
    if (!declared) throw new Error(`${where}, a status its description does not list (${Object.keys(operation.responses).join(', ')})`);
    if (declared.$ref) declared = (doc.components.responses as Record<string, typeof declared>)[declared.$ref.split('/').at(-1)!]!;
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json') || response.status === 204) return;
    const schema = declared.content?.['application/json']?.schema;
    if (!declared.content?.['application/json']) throw new Error(`${where} with JSON, which its description does not list for that status`);
    const validate = validatorFor(`${method} ${match.path} ${response.status}`, schema);
    if (!validate) return;
    const body: unknown = await response.clone().json();
    if (!validate(body)) {
      throw new Error(`${where} with a body its description does not allow: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
    }
  };
}

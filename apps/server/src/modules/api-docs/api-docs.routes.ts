import { z } from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from '../../lib/openapi.ts';
import { route, routes } from '../../lib/route.ts';
import { docsAssets, docsInitScript, docsPage, readDocsAsset, type DocsAsset } from './api-docs-page.ts';

const assetParam = z.object({ name: z.enum(Object.keys(docsAssets) as [DocsAsset, ...DocsAsset[]]) });
const openApiDocumentShape = z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) });

/**
 * The API's description and its reference page. The description is built once, on first request,
 * from the whole app's route definitions (`app` is the app these routes are mounted in).
 */
export function apiDocsRoutes(options: { app: () => { routes: { method: string; path: string; handler: unknown }[] }; publicUrl: string }) {
  let document: OpenApiDocument | undefined;
  return routes(
    route(
      { method: 'get', path: '/openapi.json', audience: 'public', summary: 'This description (OpenAPI 3.1)', responses: { 200: { description: 'The OpenAPI document', schema: openApiDocumentShape } } },
      (c) => c.json((document ??= buildOpenApiDocument(options.app(), options.publicUrl))),
    ),
    route(
      { method: 'get', path: '/docs', audience: 'public', summary: 'The reference page that renders this description', responses: { 200: { description: 'An HTML page', contentType: 'text/html' } } },
      (c) => c.html(docsPage),
    ),
    route(
      { method: 'get', path: '/docs/init.js', audience: 'public', summary: "The reference page's start-up script", responses: { 200: { description: 'JavaScript', contentType: 'text/javascript' } } },
      (c) => c.body(docsInitScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
    ),
    route(
      {
        method: 'get',
        path: '/docs/assets/:name',
        audience: 'public',
        summary: "The reference page's script and style sheet (Swagger UI)",
        params: assetParam,
        responses: { 200: { description: 'The file', contentType: 'application/octet-stream' } },
      },
      async (c, { params }) =>
        c.body(new Uint8Array(await readDocsAsset(params.name)), 200, { 'Content-Type': docsAssets[params.name].type, 'Cache-Control': 'public, max-age=86400' }),
    ),
  );
}

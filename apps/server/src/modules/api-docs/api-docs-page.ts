import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Swagger UI's prebuilt files, served from our own origin so the page runs under the site's CSP
// (script-src 'self') and asks nothing of any other host.
const distFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export const docsAssets = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
} as const;
export type DocsAsset = keyof typeof docsAssets;

const cache = new Map<DocsAsset, Promise<Buffer>>();
export function readDocsAsset(name: DocsAsset): Promise<Buffer> {
  let bytes = cache.get(name);
  if (!bytes) cache.set(name, (bytes = readFile(join(distFolder, docsAssets[name].file))));
  return bytes;
}

/** Started from a file, not an inline script; `validatorUrl: null` keeps the badge from calling swagger.io. */
export const docsInitScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-docs', validatorUrl: null, deepLinking: true, defaultModelsExpandDepth: 0 });
});
`;

export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Maple API</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="api-docs"><noscript>The reference needs JavaScript; the description itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

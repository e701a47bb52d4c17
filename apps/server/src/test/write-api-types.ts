// `npm run api:types`: writes the web client's types from the API's description (see api-types.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '../lib/openapi.ts';
import { apiTypesFile, renderApiTypes } from './api-types.ts';
import { createTestApp, json } from './test-app.ts';

const t = await createTestApp({ demo: false });
try {
  const document = (await json(await t.request('/api/openapi.json'))) as OpenApiDocument;
  writeFileSync(apiTypesFile, await renderApiTypes(document));
  console.log(`wrote ${fileURLToPath(apiTypesFile)}`);
} finally {
  await t.close();
}

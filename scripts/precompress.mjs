// Writes .gz and .br beside each text asset of the web build, so the server sends them without
// compressing on every request.
// Brotli at quality 11 is most of this script's time (about 4–9 s of the build on the 2-core CI
// machine, against 1.4 s at quality 5). PRECOMPRESS_BROTLI_QUALITY lowers it for the build that
// only the end-to-end tests serve (`npm run test:e2e`): the browser decodes any quality alike and
// the tests check what is served, not its size; `npm run build` (production) keeps 11.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/precompress.mjs <dist-dir>');
const brotliQuality = Number(process.env.PRECOMPRESS_BROTLI_QUALITY ?? 11);
if (!Number.isInteger(brotliQuality) || brotliQuality < 0 || brotliQuality > 11) throw new Error('PRECOMPRESS_BROTLI_QUALITY must be an integer 0..11');

function walk(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    // dist/ssr and dist/ssr-<language> are the server's render bundles: read from disk by the server, never sent to a browser.
    if (entry.isDirectory()) {
      if (!(path === dir && /^ssr(-[a-z]+)?$/.test(entry.name))) walk(full);
    }
    else if (/\.(js|css|html|svg|json|txt|xml)$/.test(entry.name) && statSync(full).size > 1024) {
      const data = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
    }
  }
}
walk(dir);

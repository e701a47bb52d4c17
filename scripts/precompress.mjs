// Writes .gz and .br beside each text asset of the web build, so the server sends them without
// compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/precompress.mjs <dist-dir>');

function walk(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(js|css|html|svg|json|txt|xml)$/.test(entry.name) && statSync(full).size > 1024) {
      const data = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(dir);

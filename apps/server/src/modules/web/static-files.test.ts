import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { staticFiles } from './static-files.ts';

const script = 'console.log("maple");'.repeat(100);
const dist = mkdtempSync(join(tmpdir(), 'maple-static-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/app-abc123.js'), script);
writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
mkdirSync(join(dist, 'ssr'));
writeFileSync(join(dist, 'ssr/entry-server.js'), 'export const secret = 1;');
mkdirSync(join(dist, 'ssr-fr'));
writeFileSync(join(dist, 'ssr-fr/entry-server.js'), 'export const secret = 2;');
mkdirSync(join(dist, 'assets-fr'));
writeFileSync(join(dist, 'assets-fr/app-def456.js'), script);

const app = new Hono<AppEnv>().use('/*', staticFiles(dist)).get('*', (c) => c.text('page', 404));
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('the web build served from memory', () => {
  it("never serves a language's render bundle, which is server code", async () => {
    for (const path of ['/ssr/entry-server.js', '/ssr-fr/entry-server.js']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('page');
    }
  });

  it("serves the French build's hashed assets as immutable too", async () => {
    const res = await get('/assets-fr/app-def456.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed variant the browser prefers, immutable for hashed assets', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers 304 to the ETag it gave, and HEAD without a body', async () => {
    const first = await get('/favicon.svg');
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/favicon.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get('/favicon.svg', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('leaves pages, unknown files, the template and the compressed siblings themselves to the routes after it', async () => {
    for (const path of ['/rates', '/assets/missing-1.js', '/index.html', '/assets/app-abc123.js.br', '/../package.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('page');
    }
    expect((await get('/favicon.svg', {}, 'POST')).status).toBe(404);
  });
});

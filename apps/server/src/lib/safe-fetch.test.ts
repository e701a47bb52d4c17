import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch, SafeFetchError } from './safe-fetch.ts';

let server: Server;
let base: string;
let port: number;
const openSockets = new Set<Socket>();
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/hello') return res.end('héllo');
    if (path === '/slow') return void setTimeout(() => res.end('late'), 2_000);
    if (path === '/big') {
      // 5 MB streamed without a length, so only counting the bytes can stop it.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    if (path === '/declared-big') {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      return res.end();
    }
    if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/hello' });
      return res.end();
    }
    if (path === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (path === '/to-loopback-name') {
      res.writeHead(301, { location: `http://localhost:${port + 1}/` });
      return res.end();
    }
    if (path === '/to-file') {
      res.writeHead(302, { location: 'file:///etc/passwd' });
      return res.end();
    }
    res.writeHead(404).end('missing');
  });
  server.on('connection', (s) => {
    connections++;
    openSockets.add(s);
    s.on('close', () => openSockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const s of openSockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const onlyFixture = (_address: string, p: number) => p === port;
const opts = { timeoutMs: 1_000, maxBytes: 1024 * 1024, allowPrivate: onlyFixture };

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SafeFetchError);
    return (error as SafeFetchError).reason;
  }
  throw new Error('expected the fetch to fail');
}

describe('safeFetch', () => {
  it('fetches a page with its status, headers and text', async () => {
    const res = await safeFetch(`${base}/hello`, opts);
    expect(res).toMatchObject({ status: 200, text: 'héllo' });
    expect(res.headers['content-length']).toBe('6');
  });

  it('answers a non-2xx status without throwing', async () => {
    expect((await safeFetch(`${base}/nope`, opts)).status).toBe(404);
  });

  it('follows up to 5 redirects, then refuses', async () => {
    expect(await safeFetch(`${base}/hop/4`, opts)).toMatchObject({ status: 200, text: 'héllo', url: `${base}/hello` });
    expect(await reason(safeFetch(`${base}/hop/5`, opts))).toBe('too_many_redirects');
  });

  it('refuses private, loopback and link-local addresses unless allowed', async () => {
    expect(await reason(safeFetch(`${base}/hello`, { ...opts, allowPrivate: false }))).toBe('private_address');
    expect(await reason(safeFetch('http://localhost:9/', { ...opts, allowPrivate: false }))).toBe('private_address');
    expect(await reason(safeFetch('http://[::1]:9/', { ...opts, allowPrivate: false }))).toBe('private_address');
    expect(await reason(safeFetch('http://[::ffff:7f00:1]:9/', { ...opts, allowPrivate: false }))).toBe('private_address');
    expect((await safeFetch(`${base}/hello`, { ...opts, allowPrivate: true })).status).toBe(200);
  });

  it('checks every redirect hop again: a public page cannot bounce the fetch inside', async () => {
    expect(await reason(safeFetch(`${base}/to-metadata`, opts))).toBe('private_address');
    expect(await reason(safeFetch(`${base}/to-loopback-name`, opts))).toBe('private_address');
    expect(await reason(safeFetch(`${base}/to-file`, opts))).toBe('protocol');
  });

  it('refuses other protocols and malformed addresses', async () => {
    expect(await reason(safeFetch('file:///etc/passwd', opts))).toBe('protocol');
    expect(await reason(safeFetch('ftp://example.com/', opts))).toBe('protocol');
    expect(await reason(safeFetch('not a url', opts))).toBe('invalid_url');
    expect(await reason(safeFetch(`http://user:pw@127.0.0.1:${port}/hello`, opts))).toBe('invalid_url');
  });

  it('gives up after the timeout', async () => {
    const started = performance.now();
    expect(await reason(safeFetch(`${base}/slow`, { ...opts, timeoutMs: 150 }))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('cuts a body past the cap while it streams, and a declared one at once', async () => {
    expect(await reason(safeFetch(`${base}/big`, { ...opts, maxBytes: 2 * 1024 * 1024 }))).toBe('too_large');
    expect(await reason(safeFetch(`${base}/declared-big`, opts))).toBe('too_large');
  });

  it.each([
    '::127.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:0:127.0.0.1',
    '2002:7f00:1::',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::7f00:1',
  ])('refuses http://[%s] before connecting: it reaches 127.0.0.1', async (address) => {
    // The fixture listens on 127.0.0.1 and counts connections: a refusal must come from the check,
    // not from a connection that happened to fail.
    const before = connections;
    expect(await reason(safeFetch(`http://[${address}]:${port}/hello`, { ...opts, allowPrivate: false }))).toBe('private_address');
    expect(connections).toBe(before);
  });
});

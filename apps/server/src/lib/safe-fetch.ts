import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address.ts';

/**
 * Fetches an outside address the server was configured with (the rate source, news feeds) without
 * letting that address reach inside the network: http/https only; every address a host name
 * resolves to is checked *in the connection's own DNS lookup*, so a name cannot answer a public
 * address to a check and a private one to the connection (DNS rebinding); redirects are followed
 * by hand and each hop is checked again; one timeout covers the whole exchange; the body is counted
 * while it streams and the connection is cut past the cap.
 */

export type SafeFetchReason =
  | 'invalid_url'
  | 'protocol'
  | 'private_address'
  | 'dns'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchReason,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type SafeFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  /**
   * `true` lets private, loopback and link-local addresses through (FETCH_ALLOW_PRIVATE, tests). A
   * function decides per address and port (a test allowing only its own fixture server).
   */
  allowPrivate?: boolean | ((address: string, port: number) => boolean);
  /** The Accept header; `*\/*` when absent. */
  accept?: string;
  /** At most this many redirects (default 5). */
  maxRedirects?: number;
  /** A POST with this body and these extra headers (a webhook delivery); a GET when absent. */
  post?: { body: string; headers: Record<string, string> };
};

export type SafeFetchResponse = { status: number; headers: IncomingHttpHeaders; text: string; url: string };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function allowed(address: string, port: number, policy: SafeFetchOptions['allowPrivate']): boolean {
  if (!isPrivateAddress(address)) return true;
  return typeof policy === 'function' ? policy(address, port) : policy === true;
}

function refuse(address: string): SafeFetchError {
  return new SafeFetchError('private_address', `refused to connect to a private address (${address})`);
}

/** The connection's own DNS lookup, refusing the host when any address it resolves to is private. */
function checkedLookup(port: number, policy: SafeFetchOptions['allowPrivate']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(new SafeFetchError('dns', `could not resolve ${hostname}`), '', 0);
      const bad = addresses.find((a) => !allowed(a.address, port, policy));
      if (bad) return callback(refuse(bad.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('invalid_url', 'not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('protocol', `protocol ${url.protocol} is not allowed`);
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'credentials in a URL are not allowed');
  return url;
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

export async function safeFetch(target: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parseTarget(target);
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(url, options, controller.signal);
      const location = response.headers.location;
      if (redirectStatuses.has(response.status) && location) {
        if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`);
        url = parseTarget(location, url);
        continue;
      }
      return { ...response, url: url.toString() };
    }
  } finally {
    clearTimeout(timer);
  }
}

function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Omit<SafeFetchResponse, 'url'>> {
  const port = portOf(url);
  // The URL keeps IPv6 literals in brackets; net needs them bare. A literal address skips DNS, so it
  // is checked here; a host name is checked by the lookup below as the connection is made.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host, port, options.allowPrivate)) return Promise.reject(refuse(host));

  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(timeoutError(options));
    const client = url.protocol === 'https:' ? https : http;
    const base = { accept: options.accept ?? '*/*', 'accept-encoding': 'identity', 'user-agent': 'MapleBot/1.0 (+rates and news)' };
    const req = client.request(url, {
      method: options.post ? 'POST' : 'GET',
      headers: options.post ? { ...base, ...options.post.headers, 'content-length': String(Buffer.byteLength(options.post.body)) } : base,
      lookup: checkedLookup(port, options.allowPrivate),
      // Each hop opens its own connection: a pooled socket to another host must never be reused.
      agent: false,
    });
    const onAbort = () => req.destroy(timeoutError(options));
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);

    req.on('error', (error) => {
      done();
      reject(error instanceof SafeFetchError ? error : new SafeFetchError('network', `request failed (${(error as NodeJS.ErrnoException).code ?? error.name})`));
    });
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (redirectStatuses.has(status) && res.headers.location) {
        res.resume();
        done();
        resolve({ status, headers: res.headers, text: '' });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        req.destroy(tooLarge(options));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          req.destroy(tooLarge(options));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        done();
        resolve({ status, headers: res.headers, text: decode(Buffer.concat(chunks), res.headers['content-type']) });
      });
      res.on('error', () => {});
    });
    req.end(options.post?.body);
  });
}

function timeoutError(options: SafeFetchOptions) {
  return new SafeFetchError('timeout', `no complete answer within ${options.timeoutMs} ms`);
}

function tooLarge(options: SafeFetchOptions) {
  return new SafeFetchError('too_large', `the answer is larger than ${options.maxBytes} bytes`);
}

function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

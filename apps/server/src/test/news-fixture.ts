import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FixtureItem = { title: string; link: string; summary: string; published: Date; image?: string };

/** `count` RSS items numbered from 1, newest first, each linking to an article page on `base`. */
export function makeItems(base: string, count: number, prefix = 'Fixture'): FixtureItem[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${prefix} article ${i + 1}`,
    link: `${base}/articles/${prefix.toLowerCase()}-${i + 1}`,
    summary: `<p>Summary of <b>${prefix.toLowerCase()} ${i + 1}</b> about mortgage rates.</p><script>alert(1)</script>`,
    published: new Date(Date.UTC(2025, 0, 31 - i, 12)),
  }));
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rss(items: FixtureItem[], extra = ''): string {
  const body = items
    .map(
      (item) => `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.link)}</link><guid>${escapeXml(item.link)}</guid>` +
        `<pubDate>${item.published.toUTCString()}</pubDate><description>${escapeXml(item.summary)}</description>` +
        (item.image ? `<enclosure url="${escapeXml(item.image)}" type="image/jpeg" length="1"/>` : '') +
        `<category>Mortgages</category></item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fixture feed</title><link>https://fixture.test/</link><description>Fixture</description>${extra}${body}</channel></rss>`;
}

/** Inoreader's stream item shape (Google Reader API): seconds since the epoch, canonical links. */
export function streamItems(items: FixtureItem[]) {
  return items.map((item, i) => ({
    id: `tag:google.com,2005:reader/item/${i}`,
    title: item.title,
    published: Math.floor(item.published.getTime() / 1000),
    canonical: [{ href: item.link }],
    alternate: [{ href: item.link, type: 'text/html' }],
    summary: { content: item.summary },
    categories: ['user/1005/state/com.google/reading-list', 'user/1005/label/Mortgages'],
    origin: { title: 'Fixture', htmlUrl: 'https://fixture.test/' },
  }));
}

export type NewsFixture = {
  base: string;
  port: number;
  /** What the Inoreader endpoints answer; tests change it between calls. */
  inoreader: { mode: 'ok' | 'unauthorized' | 'down'; firstPage: FixtureItem[]; secondPage: FixtureItem[]; validToken: string; lastAuthorization?: string };
  /** The codes the token endpoint accepts, and the tokens it gives. */
  oauth: { validCode: string; issued: number; refreshCalls: number };
  /** Paths that were requested, in order (to prove what the server did and did not fetch). */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * One node:http server on 127.0.0.1 imitating everything outside the news feature talks to:
 * RSS feeds (good, malformed, slow, 5 MB, redirecting to a private address), article pages with
 * og:image, and Inoreader's stream and OAuth token endpoints.
 */
export async function startNewsFixture(options: { slowMs?: number } = {}): Promise<NewsFixture> {
  const sockets = new Set<Socket>();
  const fixture = {
    inoreader: { mode: 'ok', firstPage: [], secondPage: [], validToken: 'token-1' },
    oauth: { validCode: 'good-code', issued: 0, refreshCalls: 0 },
    requests: [] as string[],
  } as unknown as NewsFixture;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    fixture.requests.push(url.pathname);
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    const base = fixture.base;

    if (url.pathname === '/feeds/good.xml') return send(200, 'application/rss+xml', rss(makeItems(base, 20, 'Good')));
    if (url.pathname === '/feeds/other.xml') return send(200, 'application/rss+xml', rss(makeItems(base, 3, 'Other')));
    if (url.pathname === '/feeds/hostile.xml') {
      const items: FixtureItem[] = [
        { title: 'Script link', link: 'javascript:alert(1)', summary: 'x', published: new Date(Date.UTC(2025, 1, 1, 12)) },
        { title: '<b>Bold</b> title &amp; more', link: `${base}/articles/hostile`, summary: '<img src=x onerror=alert(1)>Plain <i>words</i>', published: new Date(Date.UTC(2025, 1, 1, 12)) },
      ];
      return send(200, 'application/rss+xml', rss(items));
    }
    if (url.pathname === '/feeds/malformed.xml') return send(200, 'application/rss+xml', '<rss><channel><item><title>broken');
    if (url.pathname === '/feeds/html') return send(200, 'text/html', '<!doctype html><html><body>Not a feed</body></html>');
    if (url.pathname === '/feeds/slow.xml') return void setTimeout(() => send(200, 'application/rss+xml', rss(makeItems(base, 2, 'Slow'))), options.slowMs ?? 3000);
    if (url.pathname === '/feeds/redirect-private.xml') return send(302, 'text/plain', '', { location: 'http://169.254.169.254/latest/meta-data/' });
    if (url.pathname === '/feeds/huge.xml') {
      // 5 MB without a declared length: only counting the streamed bytes can stop it.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title><description>');
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('</description></channel></rss>');
      };
      res.on('error', () => {});
      return pump();
    }
    if (url.pathname.startsWith('/articles/')) {
      const slug = url.pathname.slice('/articles/'.length);
      return send(200, 'text/html', `<!doctype html><html><head><meta property="og:image" content="/images/${slug}.jpg"><meta property="og:description" content="Page description of ${slug}"></head><body></body></html>`);
    }

    if (url.pathname.startsWith('/reader/api/0/stream/contents/')) {
      fixture.inoreader.lastAuthorization = req.headers.authorization;
      if (fixture.inoreader.mode === 'down') return void req.socket.destroy();
      const authorised = req.headers.authorization === `Bearer ${fixture.inoreader.validToken}` && req.headers.appid && req.headers.appkey;
      if (fixture.inoreader.mode === 'unauthorized' || !authorised) return send(401, 'text/plain', 'AppId required or token invalid');
      const second = url.searchParams.get('c') === 'page-2';
      const items = second ? fixture.inoreader.secondPage : fixture.inoreader.firstPage;
      const n = Number(url.searchParams.get('n') ?? 20);
      return send(200, 'application/json', JSON.stringify({ items: streamItems(items.slice(0, n)), ...(second ? {} : { continuation: 'page-2' }) }));
    }
    if (url.pathname === '/oauth2/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== 'app-1' || form.get('client_secret') !== 'key-1') return send(401, 'application/json', '{"error":"invalid_client"}');
        const grant = form.get('grant_type');
        if (grant === 'authorization_code' && form.get('code') === fixture.oauth.validCode) {
          fixture.oauth.issued++;
          fixture.inoreader.validToken = `oauth-access-${fixture.oauth.issued}`;
          return send(200, 'application/json', JSON.stringify({ access_token: fixture.inoreader.validToken, refresh_token: 'oauth-refresh', expires_in: 3600, token_type: 'Bearer' }));
        }
        if (grant === 'refresh_token' && form.get('refresh_token') === 'oauth-refresh') {
          fixture.oauth.refreshCalls++;
          fixture.inoreader.validToken = `refreshed-${fixture.oauth.refreshCalls}`;
          return send(200, 'application/json', JSON.stringify({ access_token: fixture.inoreader.validToken, refresh_token: 'oauth-refresh', expires_in: 3600 }));
        }
        return send(400, 'application/json', '{"error":"invalid_grant"}');
      });
      return;
    }
    send(404, 'text/plain', 'missing');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.port = (server.address() as AddressInfo).port;
  fixture.base = `http://127.0.0.1:${fixture.port}`;
  fixture.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fixture;
}

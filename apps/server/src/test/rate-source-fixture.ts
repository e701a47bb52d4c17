import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for a lender's rates page, on 127.0.0.1 at a random port: realistic pages the scraper
 * must read (mixed spellings, a layout table before the rates, JSON) and the ways a source fails
 * (an empty table, broken markup, an error status, a slow answer, a huge body, a redirect inside).
 * `setPage('/rates', …)` changes what a path serves, so a test can break the source mid-run.
 */

export const goodRatesPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Today's mortgage rates | Northern Lending</title></head>
<body>
  <header><nav><a href="/">Home</a> <a href="/rates">Rates</a></nav></header>
  <main>
    <h1>Today's mortgage rates</h1>
    <p>Updated daily. Rates are subject to change without notice.</p>
    <table class="rates">
      <thead>
        <tr><th>Province</th><th>Term</th><th>Mortgage Type</th><th>Posted</th><th>Special&nbsp;Rate</th></tr>
      </thead>
      <tbody>
        <tr><td>ON</td><td>5-Year Fixed</td><td>Conventional</td><td>6.09%</td><td>4.19 %</td></tr>
        <tr><td>Ontario</td><td>3 yr Variable</td><td>uninsured</td><td>6.45%</td><td>4.95%</td></tr>
        <tr><td>british columbia</td><td>1 Year fixed</td><td>High Ratio</td><td>6.99</td><td>5.49</td></tr>
        <tr><td>AB</td><td>7-year FIXED</td><td>Insured</td><td>6.40%</td><td>4.59%</td></tr>
        <tr><td>Quebec</td><td>5 Years Variable</td><td>Refinance</td><td>6.95%</td><td>5.15%</td></tr>
        <tr><td colspan="5">Rates for Nova Scotia coming soon</td></tr>
        <tr><td>Atlantis</td><td>5 year fixed</td><td>Conventional</td><td>6.1</td><td>4.1</td></tr>
      </tbody>
    </table>
  </main>
</body></html>`;

/** Five good rows above; 'coming soon' and Atlantis are skipped. */
export const goodRatesCount = 5;

export const selectorRatesPage = `<!doctype html><html><body>
  <table class="layout"><tr><td>Call us: 1-800-555-0100</td><td>Mon-Fri</td></tr></table>
  <div id="today"><table>
    <tr><th>Prov.</th><th>Term</th><th>Rate Type</th><th>Big Bank Rate</th><th>Our Rate</th></tr>
    <tr><td>MB</td><td>5 yrs</td><td>Fixed</td><td>6.19</td><td>4.29</td></tr>
    <tr><td>SK</td><td>60 months</td><td>Variable</td><td>6.29</td><td>4.99</td></tr>
  </table></div>
</body></html>`;

export const jsonRates = JSON.stringify([
  { province: 'NS', term: '5 year', rateType: 'fixed', mortgageType: 'Conventional', postedRate: 6.1, ourRate: 4.24 },
  { province: 'New Brunswick', term: 3, type: 'Variable', postedRate: '6.50%', specialRate: '4.89%' },
]);

export const emptyTablePage = `<!doctype html><html><body><table><thead><tr><th>Province</th><th>Term</th><th>Posted</th><th>Our Rate</th></tr></thead><tbody></tbody></table></body></html>`;

export const malformedPage = `<html><body><table><tr><td>Term<td>Rate<tr><td>five years, call us<td>ask</td></tr><tr><td>5 year<td>not a number</table`;

export type RateSourceFixture = {
  url: (path: string) => string;
  port: number;
  setPage: (path: string, body: string, contentType?: string) => void;
  close: () => Promise<void>;
};

export async function startRateSourceFixture(): Promise<RateSourceFixture> {
  const pages = new Map<string, { body: string; contentType: string }>([
    ['/rates', { body: goodRatesPage, contentType: 'text/html; charset=utf-8' }],
    ['/good', { body: goodRatesPage, contentType: 'text/html; charset=utf-8' }],
    ['/selector', { body: selectorRatesPage, contentType: 'text/html' }],
    ['/rates.json', { body: jsonRates, contentType: 'application/json' }],
    ['/empty', { body: emptyTablePage, contentType: 'text/html' }],
    ['/malformed', { body: malformedPage, contentType: 'text/html' }],
  ]);
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(goodRatesPage), 3_000);
    if (path === '/error') return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    if (path === '/huge') {
      // 5 MB of table rows, streamed without a length: only counting bytes can stop it.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body><table><tr><th>Province</th><th>Term</th><th>Posted</th><th>Our Rate</th></tr>');
      const row = Buffer.from('<tr><td>ON</td><td>5 year fixed</td><td>6.00</td><td>1.00</td></tr>'.repeat(200));
      let sent = 0;
      const pump = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += row.length;
          if (!res.write(row)) return void res.once('drain', pump);
        }
        res.end('</table></body></html>');
      };
      return pump();
    }
    if (path === '/to-private') {
      // The cloud metadata address: a source must never bounce the server there.
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    const page = pages.get(path);
    if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'content-type': page.contentType }).end(page.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    setPage: (path, body, contentType = 'text/html') => void pages.set(path, { body, contentType }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

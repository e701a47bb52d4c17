import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers';
import type { ServedAnswer } from './app/served-page';
import { routes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/** How the server answers the page's API reads: in-process, through the same route definitions. */
export type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

export type RenderedPage = { html: string; data: ServedAnswer[] };

const pageRequest = new AsyncLocalStorage<FetchApi>();
setApiTransport((url, init) => {
  const fetchApi = pageRequest.getStore();
  if (!fetchApi) return Promise.reject(new Error('An API read outside a page render'));
  return fetchApi(url, init);
});

const handler = createStaticHandler(routes);

// Queries a page only discovers once another has answered (a profile, then its rates) take a pass each.
const maxPasses = 4;

/**
 * Renders a public page to HTML with the data its queries read, for hydration (decision 043).
 * There are no route loaders: each page asks for its data with react-query, so the server renders,
 * fetches what the render asked for, and renders again until nothing new is asked. The queries are
 * the browser's own, so their keys and answers are exactly what hydration looks up.
 */
export async function renderPage(request: Request, fetchApi: FetchApi): Promise<RenderedPage | null> {
  const context = await handler.query(request);
  // Public routes have no loaders or actions, so a Response (a redirect) cannot come back; be safe anyway.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = serverQueryClient();
  const app = () => (
    <StrictMode>
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );

  return pageRequest.run(fetchApi, async () => {
    const asked = new Set<string>();
    for (let pass = 0; pass < maxPasses; pass++) {
      renderToString(app());
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash));
      if (waiting.length === 0) break;
      for (const query of waiting) asked.add(query.queryHash);
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    // What failed here (a 401 on /api/me, a 404) the browser asks again itself: the page renders those
    // queries as still loading, which is what the browser's first render shows too.
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    const html = await renderComplete(app());
    const data = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query): ServedAnswer => ({ key: query.queryKey, data: query.state.data }));
    return { html, data };
  });
}

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * The whole page, lazy parts included (no fallbacks, so no inline scripts to swap them in later).
 * A part that throws would be sent as "render this in the browser" with an inline script the CSP
 * refuses; the page is refused instead, and the server sends the shell (page-renderer.ts logs why).
 */
async function renderComplete(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY });
  if (errors.length > 0) throw errors[0];
  // React outlines a Suspense boundary larger than its chunk size (or one revealed later) with an
  // inline script; with no size limit and everything resolved first, nothing is outlined. Checked,
  // because the CSP would block such a script and leave the boundary's content hidden.
  const html = await readAll(prelude);
  if (/<script(?![^>]*type="application\/(?:ld\+)?json")/.test(html)) throw new Error('The rendered page holds an inline script');
  return html;
}

async function readAll(prelude: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeError } from '../../lib/describe-error.ts';
import type { Logger } from '../../lib/logger.ts';

/** The page and the query answers it was rendered with (apps/web/src/entry-server.tsx). */
export type RenderedPage = { html: string; data: unknown };
export type FetchApi = (url: string, init: RequestInit) => Promise<Response>;
type RenderPage = (request: Request, fetchApi: FetchApi) => Promise<RenderedPage | null>;

// The signed-in areas stay client-rendered: nothing of them is for search engines, and their data is per person.
const clientOnly = /^\/(super-admin|agent-dashboard|account)(\/|$)/;

/**
 * The web build's render bundle (`vite build --ssr`, in `<webDist>/ssr`), imported on first use. A
 * build without it (an older build, a test app without a web build) serves the empty shell as before.
 */
export function pageRenderer(webDist: string) {
  const bundle = join(webDist, 'ssr', 'entry-server.js');
  let loading: Promise<RenderPage | null> | undefined;
  const load = () =>
    (loading ??= existsSync(bundle)
      ? import(pathToFileURL(bundle).href).then((module: { renderPage: RenderPage }) => module.renderPage)
      : Promise.resolve(null));

  /** The page's HTML and data, or null for the shell: a signed-in area, no render bundle, or a render that threw (logged). */
  return async function render(url: URL, fetchApi: FetchApi, logger: Logger): Promise<RenderedPage | null> {
    if (clientOnly.test(url.pathname)) return null;
    const renderPage = await load();
    if (!renderPage) return null;
    try {
      return await renderPage(new Request(url), fetchApi);
    } catch (error) {
      // The browser can still render the page itself from the shell; a visitor sees it, later.
      logger.error('Server rendering failed; sent the page shell', { path: url.pathname, ...describeError(error instanceof Error ? error : new Error(String(error))) });
      return null;
    }
  };
}

import { existsSync } from 'node:fs';
import type { Language } from '@maple/shared/i18n/languages';
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
 * Each language's render bundle (`<webDist>/ssr` for English, `<webDist>/ssr-fr` for French; built
 * by scripts/build-web.mjs), imported on first use. A build without it (an older build, a test app
 * without a web build) serves the empty shell as before.
 */
export function pageRenderer(webDist: string) {
  const loading = new Map<Language, Promise<RenderPage | null>>();
  const load = (language: Language) => {
    const bundle = join(webDist, language === 'en' ? 'ssr' : `ssr-${language}`, 'entry-server.js');
    let module = loading.get(language);
    if (!module) {
      module = existsSync(bundle) ? import(pathToFileURL(bundle).href).then((loaded: { renderPage: RenderPage }) => loaded.renderPage) : Promise.resolve(null);
      loading.set(language, module);
    }
    return module;
  };

  /** The page's HTML and data in `language`, or null for the shell: a signed-in area, no render bundle, or a render that threw (logged). */
  return async function render(url: URL, language: Language, fetchApi: FetchApi, logger: Logger): Promise<RenderedPage | null> {
    if (clientOnly.test(url.pathname)) return null;
    const renderPage = await load(language);
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

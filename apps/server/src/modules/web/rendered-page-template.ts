import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// /assets/ is the English build's, /assets-fr/ the French one's (decision 066).
const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets(?:-[a-z]+)?\/[^"]+\.css)"[^>]*>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The shell as a server-rendered page sends it: the page is painted from the HTML and CSS alone, so
 * the stylesheet comes inline (no request before first paint; the CSP allows inline styles) and the
 * scripts' chunks are not preloaded: they are only needed to hydrate, and preloading them would take
 * the phone's bandwidth from the page's own images. The shell for client-rendered areas keeps both.
 */
export function renderedPageTemplate(template: string, webDist: string): string {
  return template
    .replace(modulePreload, () => '')
    .replace(stylesheetLink, (link, asset: string) => {
      const file = join(webDist, asset);
      const css = existsSync(file) ? readFileSync(file, 'utf8') : null;
      // A `</style` inside would end the element early; keep the link then.
      return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : link;
    });
}

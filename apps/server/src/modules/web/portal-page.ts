import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { languageTags, type Language } from '@maple/shared/i18n/languages';
import { portalMessages } from '@maple/shared/messages/portal';
import type { AppEnv } from '../../lib/app-env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { getSiteSettings } from '../site/site.service.ts';

/**
 * The borrower's portal page (decision 095): its own small build (portal.html, portal.fr.html), with
 * the brokerage's name and the opening state written in, so the page shows at once and the script
 * takes over. One page for every borrower (the file comes from /api/portal), never indexed.
 */
export function portalPage(webDist: string) {
  const shells = new Map<Language, string>();
  const shellOf = (language: Language) => {
    if (!shells.has(language)) {
      const own = join(webDist, language === 'en' ? 'portal.html' : `portal.${language}.html`);
      if (!existsSync(own)) return null;
      shells.set(language, readFileSync(own, 'utf8'));
    }
    return shells.get(language)!;
  };
  return (language: Language) => async (c: Context<AppEnv>) => {
    const shell = shellOf(language);
    if (!shell) return c.text('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).', 503);
    const site = await getSiteSettings(c.var.db, language);
    const siteName = site.teamName || site.legalName;
    const m = inLanguage(portalMessages, language);
    const title = siteName ? `${m.title} | ${siteName}` : m.title;
    // The same markup the script's first state draws (portal-app.tsx), so nothing moves when it takes over.
    const opening =
      `<div class="min-h-screen bg-muted/40"><header class="border-b bg-background"><div class="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-3"><p class="font-semibold text-primary">${escapeHtml(siteName)}</p></div></header>` +
      `<main class="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6"><section class="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm"><h1 class="text-xl font-semibold">${escapeHtml(m.enterTitle)}</h1><p role="status" class="text-sm text-muted-foreground">${escapeHtml(m.entering)}</p></section></main></div>`;
    const html = shell
      .replace(/<html lang="[^"]*"/, () => `<html lang="${languageTags[language]}"`)
      .replace('<!--portal-head-->', () => `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(m.requestIntro)}">`)
      .replace('<div id="portal"><!--portal-body--></div>', () => `<div id="portal" data-site-name="${escapeHtml(siteName)}">${opening}</div>`);
    return c.html(html, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  };
}

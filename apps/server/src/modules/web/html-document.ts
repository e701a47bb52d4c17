import { languages, languageTags, type Language } from '@maple/shared/i18n/languages';
import type { PageMeta } from './page-meta.ts';
import { scriptSafeJson, type JsonLd } from './structured-data.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** apps/web/src/app/served-page.ts reads the answers from this element. */
const servedDataId = 'maple-data';

/** The same page's address in each language (absolute), for `hreflang` links; x-default is English. */
export type Alternates = Record<Language, string>;

/**
 * Puts the page's title, description, canonical URL, its other-language twins (`hreflang`, decision
 * 067) and Open Graph tags into the built shell of its language (index.html, index.fr.html).
 */
export function renderDocument(
  template: string,
  meta: PageMeta & { url: string; siteName: string; image?: string; structuredData?: JsonLd[]; language?: Language; alternates?: Alternates },
): string {
  // A brokerage that has not named itself yet gets bare page titles, not "Rates | ".
  const title = meta.siteName ? `${meta.title} | ${meta.siteName}` : meta.title;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...(meta.keywords ? [`<meta name="keywords" content="${escapeHtml(meta.keywords)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    ...(meta.alternates
      ? [
          ...languages.map((language) => `<link rel="alternate" hreflang="${languageTags[language]}" href="${escapeHtml(meta.alternates![language])}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.en)}">`,
        ]
      : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="${languageTags[meta.language ?? 'en'].replace('-', '_')}">`,
    ...(meta.siteName ? [`<meta property="og:site_name" content="${escapeHtml(meta.siteName)}">`] : []),
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    `<meta name="twitter:card" content="summary_large_image">`,
    ...(meta.structuredData ?? []).map((node) => `<script type="application/ld+json">${scriptSafeJson(node)}</script>`),
  ].join('\n    ');
  // Replacer functions, never replacement strings: in a string, `$&`, `$\`` and `$'` in a URL or a
  // bio would paste parts of the template into the page.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace('<!--app-head-->', () => tags);
}

/**
 * Puts the server-rendered page into the shell's root, and after it the query answers it was
 * rendered with, as data the browser parses and never runs (the CSP allows no inline script).
 */
export function withRenderedPage(document: string, page: { html: string; data: unknown }): string {
  return document.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script type="application/json" id="${servedDataId}">${scriptSafeJson(page.data)}</script>`,
  );
}

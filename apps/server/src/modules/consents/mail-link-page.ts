import { languageTags, type Language } from '@maple/shared/i18n/languages';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The frame of a page a link in a mail opens (unsubscribe, confirm a subscription): plain HTML
 * from the server, so it works from any mail client with no JavaScript and without the site's
 * bundle, and never indexed. `body` is HTML its caller has escaped. `language` is the mail's, which
 * is its reader's (decision 071).
 */
export function mailLinkPage(title: string, body: string, language: Language): string {
  return `<!doctype html>
<html lang="${languageTags[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1e3a5f;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

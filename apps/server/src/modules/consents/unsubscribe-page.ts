import { fillMessage } from '@maple/shared/messages/fill-message';
import { consentsMessages as m } from '@maple/shared/messages/consents';
import { escapeHtml } from '../../lib/escape-html.ts';

export type UnsubscribePage = { kind: 'ask'; sender: string } | { kind: 'done'; sender: string; already: boolean } | { kind: 'invalid' };

/**
 * The unsubscribe page as plain HTML from the server: it must work from any mail client, with no
 * JavaScript, and the site's bundle has no business on it. The form posts back to the same address
 * (the token is in it), so only the button, never the link itself, unsubscribes.
 */
export function unsubscribePage(page: UnsubscribePage): string {
  const [title, body] =
    page.kind === 'ask'
      ? [m.unsubscribeTitle, `<p>${escapeHtml(fillMessage(m.unsubscribeIntro, { sender: page.sender }))}</p>\n<form method="post"><button type="submit">${escapeHtml(m.unsubscribeButton)}</button></form>`]
      : page.kind === 'done'
        ? [m.unsubscribedTitle, `<p>${escapeHtml(fillMessage(page.already ? m.alreadyUnsubscribed : m.unsubscribedBody, { sender: page.sender }))}</p>`]
        : [m.invalidTokenTitle, `<p>${escapeHtml(m.invalidTokenBody)}</p>`];
  return `<!doctype html>
<html lang="en-CA">
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

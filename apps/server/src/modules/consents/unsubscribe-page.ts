import { fillMessage } from '@maple/shared/messages/fill-message';
import type { Language } from '@maple/shared/i18n/languages';
import { consentsMessages } from '@maple/shared/messages/consents';
import { inLanguage } from '../../lib/in-language.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailLinkPage } from './mail-link-page.ts';

export type UnsubscribePage = { kind: 'ask'; sender: string } | { kind: 'done'; sender: string; already: boolean } | { kind: 'invalid' };

/**
 * The unsubscribe page as plain HTML from the server: it must work from any mail client, with no
 * JavaScript, and the site's bundle has no business on it. The form posts back to the same address
 * (the token is in it), so only the button, never the link itself, unsubscribes.
 */
export function unsubscribePage(page: UnsubscribePage, language: Language): string {
  const m = inLanguage(consentsMessages, language);
  const [title, body] =
    page.kind === 'ask'
      ? [m.unsubscribeTitle, `<p>${escapeHtml(fillMessage(m.unsubscribeIntro, { sender: page.sender }))}</p>\n<form method="post"><button type="submit">${escapeHtml(m.unsubscribeButton)}</button></form>`]
      : page.kind === 'done'
        ? [m.unsubscribedTitle, `<p>${escapeHtml(fillMessage(page.already ? m.alreadyUnsubscribed : m.unsubscribedBody, { sender: page.sender }))}</p>`]
        : [m.invalidTokenTitle, `<p>${escapeHtml(m.invalidTokenBody)}</p>`];
  return mailLinkPage(title, body, language);
}

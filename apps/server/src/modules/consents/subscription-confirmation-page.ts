import { fillMessage } from '@maple/shared/messages/fill-message';
import type { Language } from '@maple/shared/i18n/languages';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { rateAlertsMessages } from '@maple/shared/messages/rate-alerts';
import { inLanguage } from '../../lib/in-language.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailLinkPage } from './mail-link-page.ts';

export type ConfirmationPage =
  | { kind: 'ask'; sender: string; wording: string; alert?: { term: string; province: string } }
  | { kind: 'done'; sender: string; alert?: { term: string; province: string } }
  | { kind: 'gone' }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * The confirmation page as plain HTML from the server, like the unsubscribe page (decision 046):
 * it works from any mail client with no JavaScript. The link only shows it; its one form posts
 * back to the same address (the token is in it), because mail scanners open every link they see
 * and a GET must not subscribe anybody. The button sits under the words the consent is given to.
 */
export function confirmationPage(page: ConfirmationPage, language: Language): string {
  const alert = page.kind === 'ask' || page.kind === 'done' ? page.alert : undefined;
  // A rate alert (decision 105) has its own title, intro and button; the rest is the newsletter's.
  const m = alert ? { ...inLanguage(subscriptionsMessages, language), ...inLanguage(rateAlertsMessages, language) } : inLanguage(subscriptionsMessages, language);
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const [title, body] =
    page.kind === 'ask'
      ? [m.confirmTitle, `${paragraph(fillMessage(m.confirmIntro, { sender: page.sender, ...alert }))}\n${paragraph(page.wording)}\n<form method="post"><button type="submit">${escapeHtml(m.confirmButton)}</button></form>`]
      : page.kind === 'done'
        ? [m.confirmedTitle, paragraph(fillMessage(m.confirmedBody, { sender: page.sender, ...alert }))]
        : page.kind === 'gone'
          ? [m.goneTitle, paragraph(m.goneBody)]
          : page.kind === 'expired'
            ? [m.expiredTitle, paragraph(m.expiredBody)]
            : [m.invalidTitle, paragraph(m.invalidBody)];
  return mailLinkPage(title, body, language);
}

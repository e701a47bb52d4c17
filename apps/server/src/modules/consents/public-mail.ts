import { senderName } from '@maple/shared/consent-wording';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { languageTags, type Language } from '@maple/shared/i18n/languages';
import { consentsMessages } from '@maple/shared/messages/consents';
import { licensingMessages } from '@maple/shared/messages/licensing';
import { brokerageLicenceLine, type BrokerageSettings } from '@maple/shared/schemas/site';
import { escapeHtml } from '../../lib/escape-html.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { Mail } from '../../lib/mailer.ts';

type Sender = Pick<BrokerageSettings, 'teamName' | 'legalName' | 'authorizedName' | 'brokerageLicenceNumber' | 'officeAddress' | 'phone' | 'tollFree' | 'mailFromName'>;

/** The link a mail's reader opens (or a mail provider posts to, RFC 8058) to unsubscribe. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * CASL's identification (Regulations s. 2–3): the sender's name, mailing address, and a phone number
 * and web address; with the brokerage's licence line, which FSRA asks of every advertisement (issue 27),
 * in the reader's language (decision 071).
 */
export function identification(site: Sender, publicUrl: string, language: Language = 'en'): string {
  return [senderName(site), brokerageLicenceLine(site, inLanguage(licensingMessages, language)), site.officeAddress, site.phone || site.tollFree, publicUrl].filter(Boolean).join('\n');
}

/**
 * Every mail Maple sends to the public (not to its staff) is built here, so none can leave
 * without what CASL s. 6 asks of it: the brokerage's identification and a working unsubscribe link
 * in the text, plus the List-Unsubscribe headers that let a mail provider show its own
 * "Unsubscribe" button and post to the link in one click (RFC 2369, RFC 8058). `language` is the
 * reader's (the consent's, decision 071): the footer is in it, as the page the link opens is.
 */
export function publicMail(mail: Omit<Mail, 'headers' | 'fromName'> & { site: Sender; publicUrl: string; unsubscribeToken: string; language: Language }): Mail {
  const { site, publicUrl, unsubscribeToken, language, ...rest } = mail;
  const link = unsubscribeUrl(publicUrl, unsubscribeToken);
  const m = inLanguage(consentsMessages, language);
  const footer = fillMessage(m.mailFooter, { identification: identification(site, publicUrl, language), site: publicUrl, link });
  return {
    ...rest,
    fromName: site.mailFromName || undefined,
    text: `${mail.text}\n\n--\n${footer}\n`,
    html: mail.html === undefined ? undefined : htmlDocument({ subject: mail.subject, body: mail.html, footer, link, language }),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The HTML part around a body already made safe (campaign-html.ts): the same footer as the text
 * part, word for word, its unsubscribe address a link, so neither part lacks what CASL asks.
 */
function htmlDocument({ subject, body, footer, link, language }: { subject: string; body: string; footer: string; link: string; language: Language }): string {
  const escapedLink = escapeHtml(link);
  const footerHtml = escapeHtml(footer).replace(escapedLink, `<a href="${escapedLink}" style="color:#1d4ed8">${escapedLink}</a>`).replace(/\n/g, '<br>');
  return (
    `<!doctype html><html lang="${languageTags[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">` +
    `<div style="max-width:640px;margin:0 auto">${body}<hr style="border:0;border-top:1px solid #d1d5db;margin:24px 0">` +
    `<p style="font-size:13px;color:#4b5563">${footerHtml}</p></div></body></html>`
  );
}

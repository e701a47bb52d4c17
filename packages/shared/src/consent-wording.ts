import { fillMessage } from './messages/fill-message.ts';
import { newsletterMessages } from './messages/newsletter.ts';

type Identity = { teamName: string; legalName: string; officeAddress: string };

/** Who sends the brokerage's mail: its legal name, else its team name. */
export const senderName = (site: Identity): string => site.legalName || site.teamName;

/**
 * The newsletter's consent wording as the form shows it, filled with the brokerage's name and
 * mailing address: the server stores exactly this string as the consent's wording (issue 26).
 * The form's build has its own language's messages; the server, writing for a page in another
 * language, passes that language's (decision 071).
 */
export function newsletterConsentWording(site: Identity, messages: Pick<typeof newsletterMessages, 'consentAddress' | 'consentWording'> = newsletterMessages): string {
  const address = site.officeAddress ? fillMessage(messages.consentAddress, { address: site.officeAddress }) : '';
  return fillMessage(messages.consentWording, { sender: senderName(site), address });
}

/** A rate alert's consent wording (decision 105), filled like the newsletter's: the server stores exactly this string. */
export function rateAlertConsentWording(site: Identity, messages: { consentAddress: string; consentWording: string }): string {
  const address = site.officeAddress ? fillMessage(messages.consentAddress, { address: site.officeAddress }) : '';
  return fillMessage(messages.consentWording, { sender: senderName(site), address });
}

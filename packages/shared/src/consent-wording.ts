import { fillMessage } from './messages/fill-message.ts';
import { newsletterMessages } from './messages/newsletter.ts';

type Identity = { teamName: string; legalName: string; officeAddress: string };

/** Who sends the brokerage's mail: its legal name, else its team name. */
export const senderName = (site: Identity): string => site.legalName || site.teamName;

/**
 * The newsletter's consent wording as the form shows it, filled with the brokerage's name and
 * mailing address: the server stores exactly this string as the consent's wording (issue 26).
 */
export function newsletterConsentWording(site: Identity): string {
  const address = site.officeAddress ? fillMessage(newsletterMessages.consentAddress, { address: site.officeAddress }) : '';
  return fillMessage(newsletterMessages.consentWording, { sender: senderName(site), address });
}

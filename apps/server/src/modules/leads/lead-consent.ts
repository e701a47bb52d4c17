import type { LeadConsent } from '@maple/shared/schemas/consents';
import type { LeadSource } from '@maple/shared/schemas/leads';

/** CASL s. 10(10): an inquiry lets the brokerage write to the person for six months after it. */
export const inquiryMonths = 6;

export type LeadConsentFacts = {
  source: LeadSource;
  createdAt: Date;
  metadata: Record<string, unknown>;
  /** The lead's consent record, if one was kept (sign-ups and ticked contact boxes since issue 26). */
  consent: { withdrawnAt: Date | null } | null;
};

/**
 * Why the brokerage may write to a lead's person, and until when (issue 26):
 * - express: a consent record, or a lead from before the records whose form asked for consent (a
 *   newsletter sign-up, a ticked contact box); it stands until withdrawn, and a withdrawal is its end;
 * - inquiry: anything else the person asked (a quote, an application, the chat, an agent
 *   application, a lead typed in after a call): six months from the inquiry.
 */
export function leadConsent({ source, createdAt, metadata, consent }: LeadConsentFacts): LeadConsent {
  const express = consent !== null || source === 'newsletter' || (source === 'contact_form' && metadata.consent === true);
  if (express) {
    const withdrawnAt = consent?.withdrawnAt?.toISOString() ?? null;
    return { basis: 'express', lapsesAt: withdrawnAt, withdrawnAt };
  }
  return { basis: 'inquiry', lapsesAt: addMonths(createdAt, inquiryMonths).toISOString(), withdrawnAt: null };
}

/** The same day of the month `months` later, in UTC; a day the month lacks (31 August + 6) is its last day. */
function addMonths(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

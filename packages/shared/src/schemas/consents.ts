import { z } from 'zod';
import { consentsMessages as m } from '../messages/consents.ts';
import { listOf, pageQuery } from './paging.ts';
import { text } from './text.ts';

// The database enums (packages/db/src/schema/consents.ts) hold the same lists.
// The portal's four (decision 098): disclosures acknowledged, credit check and sharing, the privacy policy, express consent to future mail.
export const consentPurposes = ['newsletter', 'contact', 'mortgage_disclosures', 'credit_check', 'privacy_policy', 'client_mail', 'rate_alert'] as const;
export const consentMethods = ['form', 'chat', 'import', 'portal', 'written', 'oral', 'email'] as const;
export const consentWithdrawalMethods = ['unsubscribe_link', 'one_click', 'admin'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export type ConsentMethod = (typeof consentMethods)[number];
export type ConsentWithdrawalMethod = (typeof consentWithdrawalMethods)[number];

export const pageMaxLength = 300;

/**
 * The page a form was sent from (`location.pathname`), kept on the consent: a path on this site,
 * never another site's address (`//host` is one) nor a backslash some browsers read as a slash.
 */
export const consentPage = text({ max: pageMaxLength, invalid: m.invalidPage, tooLong: m.invalidPage }).refine(
  (v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') && !/\s/.test(v),
  m.invalidPage,
);

/** Why the brokerage may write to a lead (issue 26): express consent until withdrawn, or an inquiry's six months. */
export const consentBases = ['express', 'inquiry'] as const;
export type ConsentBasis = (typeof consentBases)[number];
export const leadConsent = z.object({
  basis: z.enum(consentBases),
  /** When the basis ends: an inquiry's six months, a withdrawal; null while express consent stands. */
  lapsesAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type LeadConsent = z.infer<typeof leadConsent>;

/** `pending`: signed up, not yet confirmed by the address's owner (decision 058). */
export const subscriberStatuses = ['active', 'unsubscribed', 'pending'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/admin/subscribers: `?q=` (email), `?status=active|unsubscribed|pending`, paging. */
export const listSubscribersQuery = pageQuery.extend({
  status: z.preprocess(emptyAsAbsent, z.enum(subscriberStatuses, { error: m.invalidStatus }).optional()),
});
export type ListSubscribersQuery = z.infer<typeof listSubscribersQuery>;

/**
 * One newsletter consent as the console lists it, or a sign-up awaiting its confirmation: that one
 * has no consent yet (`consentedAt` and `wordingVersion` null) and says when it was last asked for.
 */
export const subscriber = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  consentedAt: z.string().nullable(),
  requestedAt: z.string().nullable(),
  page: z.string().nullable(),
  method: z.enum(consentMethods),
  clientAddress: z.string().nullable(),
  wordingVersion: z.number().int().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawalMethod: z.enum(consentWithdrawalMethods).nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;
export const subscriberList = listOf(subscriber);
export type SubscriberList = z.infer<typeof subscriberList>;

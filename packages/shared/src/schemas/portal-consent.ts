import { z } from 'zod';
import { portalConsentMessages as m } from '../messages/portal-consent.ts';
import { applicantRoles } from './portal.ts';
import { requiredText } from './text.ts';

// The borrower's disclosures, consents and submission (issue 39 §7, decision 098).

/** POST /api/portal/consents: one applicant acknowledges the disclosures, gives the consents and signs with their full name. */
export const signConsentsInput = z.strictObject({
  fullName: requiredText({ max: 200, required: m.nameRequired, tooLong: m.tooLong }),
  disclosuresAcknowledged: z.literal(true, { error: m.mustAcknowledge }),
  creditCheck: z.literal(true, { error: m.mustConsentToCreditCheck }),
  privacyPolicy: z.literal(true, { error: m.mustAcceptPrivacyPolicy }),
  /** Express consent to mail after funding (CASL): optional, never ticked for the person. */
  clientMail: z.boolean().default(false),
});
export type SignConsentsInput = z.infer<typeof signConsentsInput>;
export type SignConsentsRequest = z.input<typeof signConsentsInput>;

/** What the review page shows: the texts in the page's language, who has signed this version, and the submission. */
export const submissionState = z.object({
  texts: z.object({ disclosures: z.array(z.string()), creditCheck: z.string(), privacyPolicy: z.string(), clientMail: z.string() }),
  /** Every step saved and nothing left to fix (then the application has a hash to sign). */
  complete: z.boolean(),
  /** The SHA-256 of the application as it stands; null while it is incomplete. */
  applicationSha256: z.string().nullable(),
  applicants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(applicantRoles),
      /** The applicant's latest signature, and whether it is of the application as it stands. */
      signature: z.object({ signedName: z.string(), signedAt: z.string(), current: z.boolean() }).nullable(),
    }),
  ),
  /** The latest submitted version, if any. */
  submission: z.object({ version: z.number().int(), submittedAt: z.string(), sha256: z.string() }).nullable(),
  /** Whether the steps may still change: before the submission, or once the agent reopens the file. */
  editable: z.boolean(),
});
export type SubmissionState = z.infer<typeof submissionState>;

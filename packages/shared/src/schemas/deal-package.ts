import { z } from 'zod';
import { mortgageFile } from './mortgage-files.ts';
import { portalApplicant } from './portal.ts';

// The deal package (issue 39 §9, decision 100): the file's application as the lender submission
// starts from it, with the consent records, as JSON (this schema) and as a readable PDF.

export const dealPackageConsent = z.object({
  applicantId: z.string().nullable(),
  purpose: z.string(),
  signedName: z.string().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
  language: z.enum(['en', 'fr']),
  wording: z.string(),
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  applicationSha256: z.string().nullable(),
});

export const dealPackage = z.object({
  /** When the package was made, on the app's clock. */
  madeAt: z.string(),
  file: mortgageFile,
  /** The latest submitted version, or the steps as saved while none is submitted yet (version null). */
  application: z.object({
    version: z.number().int().nullable(),
    submittedAt: z.string().nullable(),
    sha256: z.string().nullable(),
    steps: z.record(z.string(), z.unknown()),
  }),
  applicants: z.array(portalApplicant),
  consents: z.array(dealPackageConsent),
});
export type DealPackage = z.infer<typeof dealPackage>;

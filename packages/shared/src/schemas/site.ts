import { z } from 'zod';

/** GET /api/site: the brokerage's own details, from the one site-settings record. */
export const siteSettings = z.object({
  brokerageName: z.string(),
  teamName: z.string(),
  brokerageLicence: z.string(),
  agentLicencePrefix: z.string(),
  officeAddress: z.string(),
  phone: z.string(),
  tollFree: z.string(),
  leadInboxEmail: z.email(),
  disclaimer: z.string(),
  partnerName: z.string(),
  newsletterSignupUrl: z.url(),
  assistantName: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

import { z } from 'zod';

/** GET /api/privacy-policy: the policy in force (the brokerage's own text, or the generated default) and since when. */
export const privacyPolicyAnswer = z.object({
  markdown: z.string(),
  /** When this exact text was first published (ISO 8601): the page's "Last updated" date. */
  updatedAt: z.string(),
});
export type PrivacyPolicyAnswer = z.infer<typeof privacyPolicyAnswer>;

/** GET /api/admin/privacy-policy/default: the default policy as the saved settings and the configuration generate it now. */
/** The default in each language: the console's one button fills the English and the French boxes (decision 070). */
export const defaultPrivacyPolicyAnswer = z.object({ markdown: z.string(), markdownFr: z.string() });
export type DefaultPrivacyPolicyAnswer = z.infer<typeof defaultPrivacyPolicyAnswer>;

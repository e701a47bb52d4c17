import { z } from 'zod';
import { rateAlertsMessages as m } from '../messages/rate-alerts.ts';
import { provinceCodes } from '../provinces.ts';
import { standardTermMonths } from '../terms.ts';
import { consentPage } from './consents.ts';
import { emailText, text } from './text.ts';

/**
 * POST /api/rate-alerts (issue 40 §5, decision 105): tell this address when the best rate of this
 * term in this province drops. A pending subscription until the address's owner confirms it
 * (decision 058); the answer is the same whatever the address.
 */
export const rateAlertRequest = z.strictObject({
  email: emailText({ invalid: m.invalidEmail, required: m.invalidEmail }),
  province: z.enum(provinceCodes, { error: m.invalidProvince }),
  termMonths: z.number({ error: m.invalidTerm }).int(m.invalidTerm).refine((v) => (standardTermMonths as readonly number[]).includes(v), m.invalidTerm),
  page: consentPage.optional(),
  /** The honeypot every public form carries. */
  company_url: text({ max: 1000 }).optional(),
});
export type RateAlertRequest = z.infer<typeof rateAlertRequest>;

export const rateAlertAccepted = z.object({ ok: z.literal(true) });

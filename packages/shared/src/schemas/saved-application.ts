import { z } from 'zod';
import { shortFormPrefill } from './application/short-form.ts';
import { applicationStepSchemas, applicationSteps } from './application-steps.ts';

// The borrower's application as saved, step by step (issue 39 §3, decisions 093 and 094).

/**
 * Each step's body as the API's description shows it (PUT /api/portal/application/<step>): its
 * schema at a fixed day. The route parses the body with the same schema dated by the brokerage's
 * day, whose dated rules (an adult, a closing date not past) a description cannot show anyway.
 */
export const describedApplicationSteps = applicationStepSchemas('2026-01-01');

/** The steps saved so far (each as its schema parsed it) and when each was saved. */
const byStep = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(applicationSteps.map((step) => [step, value.optional()])) as Record<(typeof applicationSteps)[number], z.ZodOptional<T>>);
/**
 * `prefill`: what the visitor typed on /applications (issue 39 §1), which starts the steps not saved
 * yet; it marks no step saved, and a step once saved is read from `steps` instead.
 */
export const savedApplication = z.object({ steps: byStep(z.unknown()), savedAt: byStep(z.string()), prefill: shortFormPrefill('2026-01-01').optional() });
export type SavedApplication = z.infer<typeof savedApplication>;

import { z } from 'zod';
import { licensingMessages } from '../messages/licensing.ts';
import { day } from './dates.ts';
import { requiredText, text } from './text.ts';

const m = licensingMessages;

/** FSRA's licence classes since April 2023 (O. Reg. 187/08 as amended); the labels are in the catalogue. */
export const agentLicenceClasses = ['mortgage_agent_level_1', 'mortgage_agent_level_2', 'mortgage_broker'] as const;
export type AgentLicenceClass = (typeof agentLicenceClasses)[number];

export const agentLicenceLimits = { licensedName: 100 } as const;

/** An FSRA individual licence number: `M` and 8 digits (M08001234). */
export const agentLicenceNumberPattern = /^M\d{8}$/;

/** A calendar day `YYYY-MM-DD` (the one day schema, with the licence form's message). */
export const licenceDay = day({ invalid: m.invalidDate });

/** '' or null clears an optional field (a form sends every field it shows); anything else must be `field`, or `invalid`. */
const clearable = <T extends z.ZodType<string, string>>(field: T, invalid: string) =>
  z.union([z.literal(''), z.null(), field], { error: invalid }).transform((v) => (v === '' || v === null ? null : (v as string)));

/**
 * `licence` of PATCH /api/admin/agents/:id (the super admin's, from the FSRA register): the whole
 * set at once; `null` removes it. The number is optional (FSRA's register always has one, but
 * the brokerage may record the class before it looks it up).
 */
export const agentLicenceInput = z.strictObject({
  licensedName: requiredText({ max: agentLicenceLimits.licensedName, required: m.licensedNameRequired, tooLong: m.tooLong }),
  class: z.enum(agentLicenceClasses, { error: m.invalidClass }),
  number: clearable(
    text({ max: 9, invalid: m.invalidNumber, tooLong: m.invalidNumber })
      .transform((v) => v.toUpperCase())
      .refine((v) => agentLicenceNumberPattern.test(v), m.invalidNumber),
    m.invalidNumber,
  ).optional(),
  checkedAt: clearable(licenceDay, m.invalidDate).optional(),
});
export type AgentLicenceInput = z.input<typeof agentLicenceInput>;
export type AgentLicenceValues = z.output<typeof agentLicenceInput>;

/** The licence as every answer gives it (the public ones drop `checkedAt`, the brokerage's own bookkeeping). */
export const publicAgentLicence = z.object({
  licensedName: z.string(),
  class: z.enum(agentLicenceClasses),
  number: z.string().nullable(),
});
export type PublicAgentLicence = z.infer<typeof publicAgentLicence>;

/** The console's and the agent's own reading: with the day it was last checked. */
export const agentLicence = publicAgentLicence.extend({ checkedAt: z.string().nullable() });
export type AgentLicence = z.infer<typeof agentLicence>;

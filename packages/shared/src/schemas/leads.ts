import { z } from 'zod';
import { leadManagementMessages } from '../messages/lead-management.ts';
import { leadsMessages } from '../messages/leads.ts';
import { mortgageRules } from '../mortgage/rules.ts';
import { quoteCalculatorFields, quoteValidationMessages } from '../mortgage/quote.ts';
import { comparisonScenario, comparisonRules } from '../mortgage/comparison.ts';
import { prepaymentInput } from '../mortgage/prepayment.ts';
import { penaltyFields, penaltyValidationMessages } from '../mortgage/prepayment-penalty.ts';
import { qualificationFields } from '../mortgage/qualification.ts';
import { closingCostsFields, landTransferTaxInputs } from './closing-cost-calculators.ts';
import { consentPage, leadConsent } from './consents.ts';
import { day } from './dates.ts';
import { fileStages } from './file-stages.ts';
import { listOf, pageQuery } from './paging.ts';
import { emailText, optionalPhoneText, optionalText, phoneText, requiredText, text } from './text.ts';

const m = leadsMessages;

/** Field limits: generous for people, small enough that a script cannot store megabytes. */
export const leadLimits = {
  name: 100,
  email: 254,
  phone: 30,
  postalCode: 12,
  experience: 200,
  address: 300,
  message: 5000,
  chatMessages: 60,
  chatDetail: 200,
  chatSessionId: 100,
} as const;

/**
 * A field hidden from people (off-screen, tabIndex -1, autocomplete off) that form-filling bots
 * fill in. When it holds anything the server answers as if it stored the lead and stores nothing.
 */
export const leadHoneypotField = 'company_url';

/** Stored on a chat lead whose visitor never gave a name or an email (the columns are required). */
export const chatLeadFallback = {
  name: 'Anonymous Lead',
  // .invalid is reserved (RFC 2606): nothing is ever delivered there by mistake.
  email: 'no-reply@maple.invalid',
} as const;

export const phoneTypes = ['Mobile', 'Work', 'Residential'] as const;
export type PhoneType = (typeof phoneTypes)[number];

export const quoteTypes = ['purchase', 'renewal'] as const;
export type QuoteType = (typeof quoteTypes)[number];

const required = (max: number, multiline = false) => requiredText({ max, multiline, required: m.requiredFields, tooLong: m.tooLong });
const optional = (max: number, multiline = false) => optionalText({ max, multiline, invalid: m.invalidText, tooLong: m.tooLong });
const emailField = () => emailText({ invalid: m.invalidEmail, required: m.requiredFields, tooLong: m.tooLong });
const requiredPhone = () => phoneText({ max: leadLimits.phone, required: m.requiredFields, tooLong: m.tooLong });
const optionalPhone = () => optionalPhoneText({ max: leadLimits.phone, tooLong: m.tooLong });

/** The agent chooser sends 'none' (or nothing) for "unassigned". */
const agentIdField = z
  .union([z.guid(m.agentUnavailable), z.literal('none'), z.literal('')], { error: m.agentUnavailable })
  .nullish()
  .transform((v) => (v && v !== 'none' ? v : undefined));

const honeypot = { company_url: text({ max: 1000 }).optional() } satisfies Record<typeof leadHoneypotField, z.ZodType>;

/** Calculator dialog (purchase or renewal quote): the inputs only; the server works out the calculations. */
export const quoteLead = z
  .strictObject({
    ...quoteCalculatorFields.shape,
    kind: z.literal('quote'),
    quoteType: z.enum(quoteTypes),
    name: required(leadLimits.name),
    email: emailField(),
    phone: optionalPhone(),
    agentId: agentIdField,
    ...honeypot,
  })
  .refine((q) => q.downPayment <= q.price, { path: ['downPayment'], message: quoteValidationMessages.downPaymentAbovePrice });

/** The contact part of the quote dialog when a calculator page opens it with its own inputs (issue 41). */
const calculatorLeadContact = {
  name: required(leadLimits.name),
  email: emailField(),
  phone: optionalPhone(),
  agentId: agentIdField,
  ...honeypot,
};

/** Stress-test calculator's "talk to an agent": its inputs only; the server works out the results. */
export const stressTestLead = z.strictObject({ ...qualificationFields.shape, kind: z.literal('stress_test'), ...calculatorLeadContact });

/** Penalty calculator's "talk to an agent": its inputs only; the server works out the penalty. */
export const penaltyLead = z
  .strictObject({ ...penaltyFields.shape, kind: z.literal('penalty'), ...calculatorLeadContact })
  .refine((p) => p.monthsLeft <= p.termYears * 12, { path: ['monthsLeft'], message: penaltyValidationMessages.monthsLeftAboveTerm });
export const landTransferTaxLead = z.strictObject({
  ...landTransferTaxInputs.shape,
  kind: z.literal('land_transfer_tax'),
  ...calculatorLeadContact,
});
export const closingCostsLead = z
  .strictObject({ ...closingCostsFields.shape, kind: z.literal('closing_costs'), ...calculatorLeadContact })
  .refine((v) => v.downPayment <= v.price, { path: ['downPayment'], message: quoteValidationMessages.downPaymentAbovePrice });

/** Contact page form; `consent` must be ticked (public-site §5). */
export const contactLead = z.strictObject({
  kind: z.literal('contact'),
  firstName: required(leadLimits.name),
  lastName: required(leadLimits.name),
  email: emailField(),
  phone: requiredPhone(),
  phoneType: z.enum(phoneTypes).default('Mobile'),
  postalCode: optional(leadLimits.postalCode),
  comments: required(leadLimits.message, true),
  consent: z.literal(true, { error: m.consentRequired }),
  agentId: agentIdField,
  page: consentPage.optional(),
  ...honeypot,
});

/** Become-a-broker form. */
export const agentApplicationLead = z.strictObject({
  kind: z.literal('agent_application'),
  name: required(leadLimits.name),
  email: emailField(),
  phone: requiredPhone(),
  experience: required(leadLimits.experience),
  message: optional(leadLimits.message, true),
  ...honeypot,
});

/** Newsletter page: one email field (and the page it was sent from, kept on the consent). */
export const newsletterLead = z.strictObject({
  kind: z.literal('newsletter'),
  email: emailField(),
  agentId: agentIdField,
  page: consentPage.optional(),
  ...honeypot,
});

/** 'Apply for a Mortgage' form on /applications. */
export const applicationLead = z.strictObject({
  kind: z.literal('application'),
  name: required(leadLimits.name),
  email: emailField(),
  phone: requiredPhone(),
  // Left out, it is required like the other fields; sent as anything but a number, it is not a valid number.
  mortgageAmount: z
    .number({ error: (issue) => (issue.input === undefined ? m.requiredFields : m.invalidNumber) })
    .min(0, m.invalidNumber)
    .max(mortgageRules.maxPrice, m.invalidNumber),
  propertyAddress: optional(leadLimits.address),
  agentId: agentIdField,
  ...honeypot,
});

export const chatMessage = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: text({ max: leadLimits.message, multiline: true, invalid: m.invalidText, tooLong: m.tooLong }),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A lead the chat assistant captured; contact details are whatever the conversation revealed. */
export const chatLead = z.strictObject({
  kind: z.literal('chat'),
  name: optional(leadLimits.name),
  email: text({ max: leadLimits.email, invalid: m.invalidEmail, tooLong: m.tooLong })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email(m.invalidEmail).optional()),
  phone: optionalPhone(),
  conversation: z.array(chatMessage).min(1, m.requiredFields).max(leadLimits.chatMessages, m.tooLong),
  propertyValue: optional(leadLimits.chatDetail),
  propertyType: optional(leadLimits.chatDetail),
  downPayment: optional(leadLimits.chatDetail),
  mortgageType: optional(leadLimits.chatDetail),
  sourceDetails: optional(leadLimits.chatDetail),
  chatSessionId: required(leadLimits.chatSessionId),
  agentId: agentIdField,
  ...honeypot,
});

// Issue 41's prepayment and side-by-side pages: "talk to an agent" sends the page's inputs with the
// contact details; the server works the figures out again (prepayment-lead-metadata.ts).
const prepaymentContact = {
  name: required(leadLimits.name),
  email: emailField(),
  phone: optionalPhone(),
  agentId: agentIdField,
  ...honeypot,
};
export const prepaymentLead = z.strictObject({ ...prepaymentInput.shape, kind: z.literal('prepayment'), ...prepaymentContact });
export const comparisonLead = z.strictObject({
  kind: z.literal('comparison'),
  scenarios: z.array(comparisonScenario).min(1).max(comparisonRules.maxScenarios),
  /** The page's one "first-time buyer or new build" answer: 30 years insured, with the surcharge. */
  firstTimeOrNewBuild: z.boolean().default(comparisonRules.defaultFirstTimeOrNewBuild),
  ...prepaymentContact,
});

/** POST /api/leads: one endpoint, one schema per form, told apart by `kind`. */
export const createLeadInput = z.discriminatedUnion(
  'kind',
  [quoteLead, contactLead, agentApplicationLead, newsletterLead, applicationLead, chatLead, prepaymentLead, comparisonLead, stressTestLead, penaltyLead, landTransferTaxLead, closingCostsLead],
  { error: m.unknownKind },
);
export type CreateLeadInput = z.infer<typeof createLeadInput>;
export type CreateLeadRequest = z.input<typeof createLeadInput>;
export type LeadKind = CreateLeadInput['kind'];
export type QuoteLead = z.infer<typeof quoteLead>;
export type ContactLead = z.infer<typeof contactLead>;
export type AgentApplicationLead = z.infer<typeof agentApplicationLead>;
export type NewsletterLead = z.infer<typeof newsletterLead>;
export type ApplicationLead = z.infer<typeof applicationLead>;
export type ChatLead = z.infer<typeof chatLead>;
export type PrepaymentLead = z.infer<typeof prepaymentLead>;
export type ComparisonLead = z.infer<typeof comparisonLead>;
export type StressTestLead = z.infer<typeof stressTestLead>;
export type PenaltyLead = z.infer<typeof penaltyLead>;
export type LandTransferTaxLead = z.infer<typeof landTransferTaxLead>;
export type ClosingCostsLead = z.infer<typeof closingCostsLead>;

/** What POST /api/leads answers (201): the new lead's id and nothing else. */
export const createLeadResponse = z.object({ id: z.string() });
export type CreateLeadResponse = z.infer<typeof createLeadResponse>;

/** Lead columns as stored (back-office §3). The database enums hold the same lists. */
export const leadTypes = ['rate_quote', 'refinance', 'application', 'contact'] as const;
export const leadSources = ['mortgage_calculator', 'AI Chatbot', 'website', 'Manual', 'contact_form', 'newsletter'] as const;
export const leadStatuses = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadType = (typeof leadTypes)[number];
export type LeadSource = (typeof leadSources)[number];
export type LeadStatus = (typeof leadStatuses)[number];

/** The spec spells the website source both 'website' and 'Website'; a filter matches either way. */
function canonical<const T extends readonly string[]>(values: T) {
  return (input: string) => values.find((v) => v.toLowerCase() === input.trim().toLowerCase()) ?? input;
}

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The console's source filter (back-office §2): the spec's AI Chatbot, Website and Manual, plus
 * Calculator and Newsletter. 'Website' covers both website spellings and the contact form, so a
 * filter value stands for a group of stored sources; any other stored value filters exactly.
 */
export const leadSourceFilters = ['AI Chatbot', 'website', 'Manual', 'mortgage_calculator', 'newsletter'] as const;
export type LeadSourceFilter = (typeof leadSourceFilters)[number];
export const leadSourceGroups: Record<LeadSourceFilter, readonly LeadSource[]> = {
  'AI Chatbot': ['AI Chatbot'],
  website: ['website', 'contact_form'],
  Manual: ['Manual'],
  mortgage_calculator: ['mortgage_calculator'],
  newsletter: ['newsletter'],
};
/** The stored sources a `?source=` value matches. */
export const sourcesMatching = (source: LeadSource): readonly LeadSource[] =>
  (leadSourceGroups as Record<string, readonly LeadSource[]>)[source] ?? [source];
/** The filter group a stored source is counted under (analytics by source). */
export const sourceFilterOf = (source: LeadSource): LeadSourceFilter =>
  leadSourceFilters.find((f) => leadSourceGroups[f].includes(source)) ?? 'website';

/** A calendar day `YYYY-MM-DD`, read in the brokerage's time zone (`reportTimeZone`). */
export const calendarDay = day({ invalid: m.invalidDate });

export { reportTimeZone } from '../brokerage-day.ts';

/**
 * GET /api/admin/leads and /api/me/leads (and their export.csv): `?source=&type=&status=` (empty
 * means "any"), search `q` over name, email and phone, `from`/`to` days (inclusive), paging.
 */
export const listLeadsQuery = pageQuery
  .extend({
    source: z.preprocess(emptyAsAbsent, text({ max: 40 }).transform(canonical(leadSources)).pipe(z.enum(leadSources)).optional()),
    type: z.preprocess(emptyAsAbsent, text({ max: 40 }).transform(canonical(leadTypes)).pipe(z.enum(leadTypes)).optional()),
    status: z.preprocess(emptyAsAbsent, text({ max: 40 }).transform(canonical(leadStatuses)).pipe(z.enum(leadStatuses)).optional()),
    from: z.preprocess(emptyAsAbsent, calendarDay.optional()),
    to: z.preprocess(emptyAsAbsent, calendarDay.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: m.dateRangeReversed });
export type ListLeadsQuery = z.infer<typeof listLeadsQuery>;

/** One lead as the console and the dashboard see it, with the assigned agent's name joined (null when unassigned). */
export const lead = z.object({
  id: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  type: z.enum(leadTypes),
  source: z.enum(leadSources),
  status: z.enum(leadStatuses),
  message: z.string().nullable(),
  notes: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** Why the brokerage may write to this person, and until when (issue 26). */
  consent: leadConsent,
});
export type Lead = z.infer<typeof lead>;

/** GET /api/admin/leads, /api/me/leads */
export const leadList = listOf(lead);
export type LeadList = z.infer<typeof leadList>;

const leadChanges = {
  status: z.enum(leadStatuses, { error: 'Choose a status: new, contacted, qualified or closed' }),
  notes: text({ max: 5000, multiline: true }).nullable(),
};
const somethingToUpdate = { message: 'Nothing to update' };

/** PATCH /api/me/leads/:id: status moves freely (back-office §4); notes are the agent's own. An agent cannot reassign. */
export const updateLeadInput = z
  .strictObject(leadChanges)
  .partial()
  .refine((v) => Object.keys(v).length > 0, somethingToUpdate);
export type UpdateLeadInput = z.infer<typeof updateLeadInput>;

/**
 * PATCH /api/admin/leads/:id: the same, plus who has the lead (issue 18): an active agent's id, or
 * null to unassign. Whether the agent is active is the server's to check (400 on `agentId`).
 */
export const updateConsoleLeadInput = z
  .strictObject({
    ...leadChanges,
    agentId: z.guid({ error: leadManagementMessages.agentNotAssignable }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, somethingToUpdate);
export type UpdateConsoleLeadInput = z.infer<typeof updateConsoleLeadInput>;

/** What can happen to a lead, in its trail (issue 18). The database enum holds the same list. */
export const leadActivityKinds = ['created', 'assigned', 'unassigned', 'status_changed', 'notes_edited', 'exported', 'file_started', 'file_stage_changed'] as const;
export type LeadActivityKind = (typeof leadActivityKinds)[number];
/** Who did it: a signed-in user, the visitor who sent the form or chat, or the brokerage's lead routing. */
export const leadActivityActorTypes = ['user', 'visitor', 'routing'] as const;
export type LeadActivityActorType = (typeof leadActivityActorTypes)[number];
/** How routing chose the agent: the turn over every active agent, or over those who take the lead's province. */
export const leadRoutedBy = ['round-robin', 'province'] as const;
export type LeadRoutedBy = (typeof leadRoutedBy)[number];

const activityBase = {
  id: z.string(),
  /** The actor's name as it was then; null for a visitor, routing, or a user not recorded (leads from before the trail). */
  actor: z.object({ type: z.enum(leadActivityActorTypes), name: z.string().nullable() }),
  createdAt: z.string(),
};

/** One entry of a lead's trail; each kind carries its own facts (never the notes themselves). */
export const leadActivity = z.discriminatedUnion('kind', [
  // agentName: the agent the lead came in for (the visitor's or the console's choice), if any.
  z.object({ ...activityBase, kind: z.literal('created'), source: z.enum(leadSources), agentName: z.string().nullable() }),
  z.object({
    ...activityBase,
    kind: z.literal('assigned'),
    agentName: z.string(),
    previousAgentName: z.string().nullable(),
    // Set when the brokerage's lead routing chose the agent, with the province it went by.
    routedBy: z.enum(leadRoutedBy).nullable(),
    province: z.string().nullable(),
  }),
  z.object({ ...activityBase, kind: z.literal('unassigned'), previousAgentName: z.string().nullable() }),
  z.object({ ...activityBase, kind: z.literal('status_changed'), from: z.enum(leadStatuses), to: z.enum(leadStatuses) }),
  z.object({ ...activityBase, kind: z.literal('notes_edited') }),
  z.object({ ...activityBase, kind: z.literal('exported') }),
  // The lead's mortgage file was started, or moved to another stage (issue 39, decision 092).
  z.object({ ...activityBase, kind: z.literal('file_started') }),
  z.object({ ...activityBase, kind: z.literal('file_stage_changed'), from: z.enum(fileStages), to: z.enum(fileStages) }),
]);
export type LeadActivity = z.infer<typeof leadActivity>;

/** GET /api/admin/leads/:id and /api/me/leads/:id: the lead and its trail, oldest first. */
export const leadWithActivity = lead.extend({ activity: z.array(leadActivity) });
export type LeadWithActivity = z.infer<typeof leadWithActivity>;

/** The console's lead table pages by 50 (the API's default page stays 25 for other lists). */
export const leadPageSize = 50;

/**
 * POST /api/admin/leads and /api/me/leads: a lead typed in by hand (source Manual, status new).
 * The console may assign it (`agentId`, 'none' for nobody); the dashboard's always goes to the
 * signed-in agent.
 */
export const createManualLeadInput = z.strictObject({
  clientName: required(leadLimits.name),
  clientEmail: emailField(),
  clientPhone: optionalPhone(),
  type: z.enum(leadTypes, { error: m.invalidType }).default('contact'),
  message: optional(leadLimits.message, true),
  notes: optional(leadLimits.message, true),
  agentId: agentIdField,
});
export type CreateManualLeadInput = z.infer<typeof createManualLeadInput>;
export type CreateManualLeadRequest = z.input<typeof createManualLeadInput>;

/** GET /api/admin/applications: the newest application leads (type 'application'). */
export const recentApplicationsLimit = 20;
export const applicationList = listOf(lead);
export type ApplicationList = z.infer<typeof applicationList>;

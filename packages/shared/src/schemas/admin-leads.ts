import { z } from 'zod';
import { text } from './text.ts';

/** Lead columns as stored (signed-in-areas §3). The database enums hold the same lists. */
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

/** GET /api/admin/leads?source=&type= (both optional; an empty value means "any"). */
export const listLeadsQuery = z.object({
  source: z.preprocess(emptyAsAbsent, text({ max: 40 }).transform(canonical(leadSources)).pipe(z.enum(leadSources)).optional()),
  type: z.preprocess(emptyAsAbsent, text({ max: 40 }).transform(canonical(leadTypes)).pipe(z.enum(leadTypes)).optional()),
});
export type ListLeadsQuery = z.infer<typeof listLeadsQuery>;

/** One lead as the console sees it, with the assigned agent's name joined (null when unassigned). */
export const adminLead = z.object({
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
});
export type AdminLead = z.infer<typeof adminLead>;

/** GET /api/admin/leads */
export const adminLeadList = z.object({ leads: z.array(adminLead) });
export type AdminLeadList = z.infer<typeof adminLeadList>;

/** GET /api/admin/applications: the newest application leads (type 'application'). */
export const recentApplicationsLimit = 20;
export const adminApplicationList = z.object({ applications: z.array(adminLead) });
export type AdminApplicationList = z.infer<typeof adminApplicationList>;

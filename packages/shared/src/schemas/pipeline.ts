import { z } from 'zod';
import { fileStages } from './file-stages.ts';
import { leadSources } from './leads.ts';
import { recordId } from './path-params.ts';

// The pipeline board and the funnel reports (issue 40 §1 and §7, decision 102).

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Each column shows at most this many cards (the most recently moved); its count and total cover every file in it. */
export const pipelineCardsPerColumn = 50;

/** GET /api/me/pipeline and /api/admin/pipeline (`agentId`: the console's filter). */
export const pipelineQuery = z.object({
  agentId: z.preprocess(emptyAsAbsent, recordId.optional()),
});
export type PipelineQuery = z.infer<typeof pipelineQuery>;

export const pipelineCard = z.object({
  fileId: z.string(),
  leadId: z.string(),
  clientName: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  /** The mortgage amount asked for, in dollars (the application's, else the lead's form), or null when none was given. */
  amount: z.number().nullable(),
  stageChangedAt: z.string(),
  /** Whole brokerage days since the file entered its stage. */
  daysInStage: z.number().int(),
  /** Documents the file still asks the borrower for (requested or needing attention). */
  outstandingDocuments: z.number().int(),
  /** An open file in its stage for `staleDays` days or more. */
  stale: z.boolean(),
});
export type PipelineCard = z.infer<typeof pipelineCard>;

export const pipelineColumn = z.object({
  stage: z.enum(fileStages),
  /** Every file in the stage, and the sum of their amounts in dollars. */
  count: z.number().int(),
  totalAmount: z.number(),
  /** The most recently moved `pipelineCardsPerColumn` files. */
  cards: z.array(pipelineCard),
});
export type PipelineColumn = z.infer<typeof pipelineColumn>;

export const pipelineBoard = z.object({
  staleDays: z.number().int(),
  columns: z.array(pipelineColumn),
});
export type PipelineBoard = z.infer<typeof pipelineBoard>;

export const funnelMonthsLimits = { min: 1, max: 24, default: 12 } as const;

/** GET …/analytics/funnel (and `.csv`): the last `months` months in the brokerage's time zone, this one included; `agentId` in the console. */
export const funnelQuery = z.object({
  months: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(funnelMonthsLimits.min).max(funnelMonthsLimits.max).default(funnelMonthsLimits.default)),
  agentId: z.preprocess(emptyAsAbsent, recordId.optional()),
});
export type FunnelQuery = z.infer<typeof funnelQuery>;

/** Leads made in the period, how many of them got a mortgage file, and how many of those were funded. */
const funnelCounts = { leads: z.number().int(), files: z.number().int(), funded: z.number().int() };

/**
 * Views of the agent's public profile page in the month (or the period), where counted: the
 * per-profile count the site already keeps, which follows no visitor across pages. A view has no
 * lead source, so the source breakdown has none.
 */
const profileViews = z
  .number()
  .int()
  .describe("Views of the agent's public profile page (the per-profile count; nothing follows a visitor across pages). Not broken down by source: a view has none");

export const funnelReport = z.object({
  /** The first and last month, `YYYY-MM`. */
  from: z.string(),
  to: z.string(),
  byMonth: z.array(z.object({ month: z.string(), profileViews: profileViews, ...funnelCounts })),
  /** No profile views here: a view is counted per agent profile, with no source. */
  bySource: z.array(z.object({ source: z.enum(leadSources), ...funnelCounts })),
  byAgent: z.array(z.object({ agentId: z.string().nullable(), agentName: z.string().nullable(), profileViews: profileViews, ...funnelCounts })),
  /** The median days a file spent in each stage it left within the period (from its stage history), and over how many stays. */
  stageDays: z.array(z.object({ stage: z.enum(fileStages), medianDays: z.number().nullable(), stays: z.number().int() })),
});
export type FunnelReport = z.infer<typeof funnelReport>;

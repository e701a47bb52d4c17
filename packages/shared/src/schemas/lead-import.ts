import { z } from 'zod';

/** At most this many data rows per file (a brokerage's book; the JSON body cap is 1 MB). */
export const leadImportMaxRows = 5000;

/** POST /api/admin/leads/import?dryRun=true: a preview that writes nothing; without it, the import. */
export const leadImportQuery = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('false').transform((v) => v === 'true'),
});

/** The file's text, as the browser read it (UTF-8; a byte-order mark is fine). */
export const leadImportInput = z.strictObject({
  csv: z.string({ error: 'Choose a CSV file' }).min(1, 'Choose a CSV file').max(1_000_000, 'The file is too large'),
});
export type LeadImportInput = z.infer<typeof leadImportInput>;

export const leadImportRowStatuses = ['ok', 'duplicate', 'error'] as const;
export type LeadImportRowStatus = (typeof leadImportRowStatuses)[number];

/** One data row: its line in the file, what it would be, and each problem by column. */
export const leadImportRow = z.object({
  line: z.number().int(),
  status: z.enum(leadImportRowStatuses),
  clientName: z.string(),
  clientEmail: z.string(),
  problems: z.record(z.string(), z.string()),
});
export type LeadImportRow = z.infer<typeof leadImportRow>;

export const leadImportResult = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  ready: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  /** Rows written: 0 for a preview. */
  imported: z.number().int(),
  rows: z.array(leadImportRow),
});
export type LeadImportResult = z.infer<typeof leadImportResult>;

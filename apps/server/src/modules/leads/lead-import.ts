import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { formatNumberIn } from '@maple/shared/i18n/format-in';
import type { Language } from '@maple/shared/i18n/languages';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadImportMaxRows, type LeadImportRow } from '@maple/shared/schemas/lead-import';
import { leadSources, leadStatuses, leadTypes, type LeadSource, type LeadStatus, type LeadType } from '@maple/shared/schemas/leads';
import { isCalendarDay, isInstant } from '@maple/shared/schemas/dates';
import { emailText, isStorableText, optionalPhoneText, optionalText, requiredText } from '@maple/shared/schemas/text';
import { AppError } from '../../lib/app-error.ts';
import { inLanguage, textIn } from '../../lib/in-language.ts';

const m = leadManagementMessages;
const im = m.import;

/** The export's header (lead-export.ts), each with the field it fills. */
const columns = {
  Date: 'createdAt',
  Client: 'clientName',
  Email: 'clientEmail',
  Phone: 'clientPhone',
  Type: 'type',
  Source: 'source',
  Status: 'status',
  Agent: 'agent',
  Message: 'message',
  Notes: 'notes',
  Details: 'metadata',
  // Worked out from the lead's consent records, never taken from a file: read and left aside, so an
  // export imports again as it is.
  'Consent basis': 'consentBasis',
  'Consent lapses': 'consentLapsesAt',
} as const;
type Column = keyof typeof columns;
const requiredColumns: Column[] = ['Client', 'Email'];

export type ImportedLead = {
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  type: LeadType;
  source: LeadSource;
  status: LeadStatus;
  agentId: string | null;
  message: string | null;
  notes: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
};
export type CheckedRow = LeadImportRow & { lead?: ImportedLead };

/** A value the export wrote either as its label ('Rate quote') or as the stored key ('rate_quote'). */
function fromLabel<const T extends readonly string[]>(keys: T, labels: Record<string, string>, fallback: T[number], message: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T[number] => {
      const v = value?.trim().toLowerCase();
      if (!v) return fallback;
      const match = keys.find((key) => key.toLowerCase() === v || labels[key]?.toLowerCase() === v);
      if (match) return match;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const details = z
  .string()
  .optional()
  .transform((value, ctx): Record<string, unknown> => {
    if (!value?.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        if (storable(parsed)) return parsed as Record<string, unknown>;
        ctx.addIssue({ code: 'custom', message: im.detailsCharacters });
        return z.NEVER;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: im.badDetails });
    return z.NEVER;
  });

/**
 * True when PostgreSQL's jsonb can hold the value: no NUL and no lone surrogate in any string or
 * key (either made the insert fail, after a dry run had called the row ready). Line breaks and tabs
 * are a message's own.
 */
function storable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value && typeof value === 'object') return Object.entries(value).every(([key, item]) => storable(key) && storable(item));
  return true;
}

/**
 * What the export writes (an ISO instant), or a plain day, kept at noon UTC so it reads as that day
 * across Canada; both through the API's own day and instant checks (years 1900-2200, real days).
 */
const date = (now: Date) =>
  z
    .string()
    .optional()
    .transform((value, ctx): Date => {
      const v = value?.trim();
      if (!v) return now;
      const instant = isCalendarDay(v) ? new Date(`${v}T12:00:00Z`) : isInstant(v) ? new Date(v) : null;
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: im.badDate });
        return z.NEVER;
      }
      if (instant.getTime() > now.getTime()) {
        ctx.addIssue({ code: 'custom', message: im.futureDate });
        return z.NEVER;
      }
      return instant;
    });

const rowSchema = (now: Date) =>
  z.object({
    createdAt: date(now),
    clientName: requiredText({ max: 100, required: im.clientRequired }),
    clientEmail: emailText({ invalid: im.invalidEmail, required: im.emailRequired }),
    clientPhone: optionalPhoneText({ max: 30 }),
    type: fromLabel(leadTypes, m.types, 'contact', im.unknownType),
    source: fromLabel(leadSources, m.sources, 'Manual', im.unknownSource),
    status: fromLabel(leadStatuses, m.statuses, 'new', im.unknownStatus),
    agent: optionalText({ max: 100 }),
    message: optionalText({ max: 5000, multiline: true }),
    notes: optionalText({ max: 5000, multiline: true }),
    metadata: details,
  });

/** The export guards formula-like cells with a leading apostrophe; reading them back removes it. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The file as header and data rows, or a 400 naming what is wrong with it as a whole, in `language`
 * (the request's): a text filled with values is not in the catalogue, so the error middleware could
 * not translate it afterwards; it is filled from that language's template here.
 */
export function readLeadCsv(text: string, language: Language = 'en'): { header: Column[]; rows: { line: number; cells: string[] }[] } {
  const say = inLanguage(leadManagementMessages, language).import;
  const refuse = (message: string, field = message) => new AppError('bad_request', message, { csv: field });
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 200_000 }) as unknown as typeof records;
  } catch (error) {
    throw refuse(fillMessage(say.unreadable, { reason: (error as Error).message.split('\n')[0]!.slice(0, 200) }), say.unreadable.split(':')[0]!.trimEnd());
  }
  const [head, ...data] = records;
  const names = (head?.record ?? []).map((name) => name.trim());
  const byLowerName = new Map(Object.keys(columns).map((name) => [name.toLowerCase(), name as Column]));
  const unknown = names.filter((name) => !byLowerName.has(name.toLowerCase()));
  if (unknown.length) throw refuse(fillMessage(say.unknownColumns, { columns: unknown.join(', ') }));
  const header = names.map((name) => byLowerName.get(name.toLowerCase())!);
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (missing.length) throw refuse(fillMessage(say.missingColumns, { columns: missing.join(', ') }));
  if (data.length === 0) throw refuse(say.noRows);
  if (data.length > leadImportMaxRows) throw refuse(fillMessage(say.tooManyRows, { max: formatNumberIn(language, leadImportMaxRows, 0) }));
  return { header, rows: data.map(({ record, info }) => ({ line: info.lines, cells: record.map(unguard) })) };
}

export type ImportContext = {
  now: Date;
  /** Agents by lower-cased name (several ids when names repeat). */
  agentsByName: Map<string, string[]>;
  /** Lower-cased emails of leads already stored. */
  emailsOnFile: Set<string>;
  /** The importing user's language: each row's problems are written in it. */
  language?: Language;
};

/** Each row checked on its own, then duplicates by email (on file, or earlier in this file) marked. */
export function checkLeadRows(file: ReturnType<typeof readLeadCsv>, context: ImportContext): CheckedRow[] {
  const schema = rowSchema(context.now);
  const firstLineOfEmail = new Map<string, number>();
  const say = inLanguage(leadManagementMessages, context.language ?? 'en').import;
  const tr = (text: string) => textIn(text, context.language ?? 'en');
  return file.rows.map(({ line, cells }) => {
    const raw: Record<string, string> = {};
    file.header.forEach((column, i) => (raw[columns[column]] = cells[i] ?? ''));
    const problems: Record<string, string> = {};
    const parsed = schema.safeParse(raw);
    const fieldToColumn = Object.fromEntries(Object.entries(columns).map(([column, field]) => [field, column]));
    if (!parsed.success) for (const issue of parsed.error.issues) problems[fieldToColumn[String(issue.path[0])] ?? 'Row'] ??= tr(issue.message);
    let agentId: string | null = null;
    if (parsed.success && parsed.data.agent) {
      const ids = context.agentsByName.get(parsed.data.agent.toLowerCase()) ?? [];
      if (ids.length === 1) agentId = ids[0]!;
      else problems.Agent = ids.length ? say.ambiguousAgent : say.unknownAgent;
    }
    const base = { line, clientName: raw.clientName?.trim() ?? '', clientEmail: raw.clientEmail?.trim() ?? '' };
    if (!parsed.success || Object.keys(problems).length) return { ...base, status: 'error' as const, problems };
    const email = parsed.data.clientEmail.toLowerCase();
    const earlier = firstLineOfEmail.get(email);
    if (earlier !== undefined) return { ...base, status: 'duplicate' as const, problems: { Email: fillMessage(say.duplicateInFile, { line: String(earlier) }) } };
    firstLineOfEmail.set(email, line);
    if (context.emailsOnFile.has(email)) return { ...base, status: 'duplicate' as const, problems: { Email: say.duplicateOnFile } };
    const { agent: _agent, clientPhone, message, notes, ...lead } = parsed.data;
    return { ...base, status: 'ok' as const, problems, lead: { ...lead, clientPhone: clientPhone ?? null, message: message ?? null, notes: notes ?? null, agentId } };
  });
}

import { parse } from 'csv-parse/sync';
import { and, inArray } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { senderName } from '@maple/shared/consent-wording';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { bookMessages } from '@maple/shared/messages/book';
import { scopeOf, type Actor } from '@maple/shared/permissions';
import { isCalendarDay } from '@maple/shared/schemas/dates';
import { bookImportMaxRows, fundedMortgageInput, fundedRateTypes, paymentFrequencies, type BookImportResult, type BookImportRow, type FundedMortgageInput } from '@maple/shared/schemas/funded-mortgages';
import { emailText, requiredText } from '@maple/shared/schemas/text';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { formatNumberIn } from '@maple/shared/i18n/format-in';
import { isLanguage, type Language } from '@maple/shared/i18n/languages';
import { AppError } from '../../lib/app-error.ts';
import { inLanguage, textIn } from '../../lib/in-language.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordConsents, type NewConsent } from '../consents/consents.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { fundedValues } from './book.service.ts';

const m = bookMessages;
const im = m.import;
const frBook = inLanguage(bookMessages, 'fr');

/** The export's header (book-export.ts), each with the field it fills. */
const header = m.csvColumns;
type Column = (typeof header)[number];
const required: Column[] = ['Client', 'Email', 'Lender', 'Amount', 'Rate', 'Rate type', 'Term months', 'Amortization months', 'Payment frequency', 'Funding date', 'Maturity date', 'Consent basis'];
const fieldColumn: Record<string, Column> = {
  lender: 'Lender',
  amount: 'Amount',
  rate: 'Rate',
  rateType: 'Rate type',
  termMonths: 'Term months',
  amortizationMonths: 'Amortization months',
  paymentFrequency: 'Payment frequency',
  fundingDate: 'Funding date',
  interestAdjustmentDate: 'Interest adjustment date',
  maturityDate: 'Maturity date',
};

const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const bad = (message: string, fields?: Record<string, string>) => new AppError('bad_request', message, fields ?? { csv: message });

/**
 * The file as header and rows, or a 400 naming what is wrong with it as a whole (the lead import's
 * rules), in `language` (the request's): a text filled with values is filled from that language's
 * template, since the error middleware can translate only a text the catalogue holds as it is.
 */
export function readBookCsv(text: string, language: Language = 'en'): { columns: Column[]; rows: { line: number; cells: string[] }[] } {
  const say = inLanguage(bookMessages, language).import;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 200_000 }) as unknown as typeof records;
  } catch (error) {
    throw bad(fillMessage(say.unreadable, { reason: (error as Error).message.split('\n')[0]!.slice(0, 200) }));
  }
  const [head, ...data] = records;
  const names = (head?.record ?? []).map((name) => name.trim());
  const byLower = new Map(header.map((name) => [name.toLowerCase(), name]));
  const unknown = names.filter((name) => !byLower.has(name.toLowerCase()));
  if (unknown.length) throw bad(fillMessage(say.unknownColumns, { columns: unknown.join(', ') }));
  const columns = names.map((name) => byLower.get(name.toLowerCase())!);
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length) throw bad(fillMessage(say.missingColumns, { columns: missing.join(', ') }));
  if (data.length === 0) throw bad(say.noRows);
  if (data.length > bookImportMaxRows) throw bad(fillMessage(say.tooManyRows, { max: formatNumberIn(language, bookImportMaxRows, 0) }));
  return { columns, rows: data.map(({ record, info }) => ({ line: info.lines, cells: record.map(unguard) })) };
}

/** A key or its English or French label, case aside. */
function fromLabel<const T extends readonly string[]>(keys: T, labels: Record<string, string>[], value: string): T[number] | string {
  const v = value.trim().toLowerCase();
  return keys.find((key) => key.toLowerCase() === v || labels.some((set) => set[key]?.toLowerCase() === v)) ?? value;
}
/** "$450,000.00" and "4.79 %" as the numbers they are; anything else stays text for the schema to refuse. */
const numeric = (value: string) => {
  const v = value.replace(/[$%\s,]/g, '');
  return v === '' ? '' : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : value;
};

type Ready = { mortgage: FundedMortgageInput; clientName: string; clientEmail: string; language: Language; agentId: string | null; consentOn: string | null };
type Checked = BookImportRow & { ready?: Ready };

export type BookImportContext = {
  today: string;
  /** The agent the rows go to in the dashboard (the importer's own); undefined in the console. */
  ownAgent?: { id: string | null; name: string };
  agentsByName: Map<string, string[]>;
  /** `email|lender|funding|maturity` of the mortgages already in the book. */
  onFile: Set<string>;
  /** The importing user's language: each row's problems are written in it. */
  language?: Language;
};

export const mortgageKey = (email: string, lender: string, funding: string, maturity: string) => `${email.toLowerCase()}|${lender.trim().toLowerCase()}|${funding}|${maturity}`;

const clientName = requiredText({ max: 100, required: im.required });
const clientEmail = emailText({ invalid: im.invalidEmail, required: im.required });

/** Each row checked on its own: the drawer's schema for the mortgage, the client, the agent, the consent basis and its date; then duplicates marked. */
export function checkBookRows(file: ReturnType<typeof readBookCsv>, context: BookImportContext): Checked[] {
  const firstLine = new Map<string, number>();
  const say = inLanguage(bookMessages, context.language ?? 'en').import;
  const tr = (text: string) => textIn(text, context.language ?? 'en');
  return file.rows.map(({ line, cells }) => {
    const raw = Object.fromEntries(header.map((column) => [column, ''])) as Record<Column, string>;
    file.columns.forEach((column, i) => (raw[column] = (cells[i] ?? '').trim()));
    const problems: Record<string, string> = {};
    const name = clientName.safeParse(raw.Client);
    if (!name.success) problems.Client = tr(name.error.issues[0]!.message);
    const email = clientEmail.safeParse(raw.Email);
    if (!email.success) problems.Email = tr(email.error.issues[0]!.message);
    const language = raw.Language === '' ? 'en' : raw.Language.toLowerCase();
    if (!isLanguage(language)) problems.Language = say.unknownValue;
    const parsed = fundedMortgageInput.safeParse({
      lender: raw.Lender,
      amount: numeric(raw.Amount),
      rate: numeric(raw.Rate),
      rateType: fromLabel(fundedRateTypes, [m.rateTypes, frBook.rateTypes], raw['Rate type']),
      termMonths: numeric(raw['Term months']),
      amortizationMonths: numeric(raw['Amortization months']),
      paymentFrequency: fromLabel(paymentFrequencies, [m.paymentFrequencies, frBook.paymentFrequencies], raw['Payment frequency']),
      fundingDate: raw['Funding date'],
      interestAdjustmentDate: raw['Interest adjustment date'],
      maturityDate: raw['Maturity date'],
    });
    if (!parsed.success) for (const issue of parsed.error.issues) problems[fieldColumn[String(issue.path[0])] ?? 'Row'] ??= tr(issue.message);
    // The consent basis: express, with its date, records a consent; none records nothing (decision 103).
    const basis = raw['Consent basis'].toLowerCase();
    let consentOn: string | null = null;
    if (basis === 'express' || basis === frBook.consentBases.express) {
      const day = raw['Consent date'].slice(0, 10);
      if (!raw['Consent date']) problems['Consent date'] = say.consentDateRequired;
      else if (!isCalendarDay(day)) problems['Consent date'] = say.badDate;
      else if (day > context.today) problems['Consent date'] = say.consentDateFuture;
      else consentOn = day;
    } else if (basis !== 'none' && basis !== frBook.consentBases.none) problems['Consent basis'] = say.badBasis;
    let agentId: string | null = null;
    if (context.ownAgent) {
      if (raw.Agent && raw.Agent.toLowerCase() !== context.ownAgent.name.toLowerCase()) problems.Agent = say.notYourName;
      agentId = context.ownAgent.id;
    } else if (raw.Agent) {
      const ids = context.agentsByName.get(raw.Agent.toLowerCase()) ?? [];
      if (ids.length === 1) agentId = ids[0]!;
      else problems.Agent = ids.length ? say.ambiguousAgent : say.unknownAgent;
    }
    const base = { line, clientName: raw.Client, clientEmail: raw.Email };
    if (!name.success || !email.success || !parsed.success || Object.keys(problems).length) return { ...base, status: 'error' as const, problems };
    const key = mortgageKey(email.data, parsed.data.lender, parsed.data.fundingDate, parsed.data.maturityDate);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) return { ...base, status: 'error' as const, problems: { Row: say.duplicateInFile(earlier) } };
    firstLine.set(key, line);
    if (context.onFile.has(key)) return { ...base, status: 'error' as const, problems: { Row: say.duplicateInBook } };
    return { ...base, status: 'ok' as const, problems, ready: { mortgage: parsed.data, clientName: name.data, clientEmail: email.data.toLowerCase(), language: language as Language, agentId, consentOn } };
  });
}

/**
 * Imports an existing book from CSV (issue 40 §3) by the lead import's rules: every row checked, a
 * dry run writes nothing, the import writes every ready row in one transaction with, for an express
 * basis, the client's `client_mail` consent (method `import`, given on the row's date) beside it; a
 * refused row is reported by column and nothing of it is stored. In the dashboard the rows are the
 * agent's own; the console names the agent by the Agent column (or none).
 */
export async function importBook(deps: Deps, actor: Actor | null, csv: string, dryRun: boolean, language: Language = 'en'): Promise<BookImportResult> {
  assertCan(actor, 'mortgageFile:create');
  const file = readBookCsv(csv, language);
  const now = deps.clock.now();
  const own = scopeOf(actor.role, 'mortgageFile:create') === 'own';
  const agentRows = await deps.db.select({ id: agents.id, name: agents.name }).from(agents);
  const agentsByName = new Map<string, string[]>();
  for (const agent of agentRows) agentsByName.set(agent.name.toLowerCase(), [...(agentsByName.get(agent.name.toLowerCase()) ?? []), agent.id]);
  const emailAt = file.columns.indexOf('Email');
  const emails = [...new Set(file.rows.map(({ cells }) => cells[emailAt]?.trim().toLowerCase() ?? '').filter(Boolean))];
  const existing = emails.length
    ? await deps.db
        .select({ email: fundedMortgages.clientEmail, lender: fundedMortgages.lender, funding: fundedMortgages.fundingDate, maturity: fundedMortgages.maturityDate })
        .from(fundedMortgages)
        .where(and(inArray(fundedMortgages.clientEmail, emails)))
    : [];
  const ownAgent = own ? { id: actor.agentId, name: agentRows.find((agent) => agent.id === actor.agentId)?.name ?? '' } : undefined;
  const checked = checkBookRows(file, { today: brokerageDay(now), ownAgent, agentsByName, onFile: new Set(existing.map((row) => mortgageKey(row.email, row.lender, row.funding, row.maturity))), language });
  const ready = checked.flatMap((row) => (row.ready ? [row.ready] : []));
  if (!dryRun && ready.length) {
    const site = await getBrokerageSettings(deps.db);
    await deps.db.transaction(async (tx) => {
      for (let i = 0; i < ready.length; i += 500) {
        await tx.insert(fundedMortgages).values(
          ready.slice(i, i + 500).map((row) => ({
            ...fundedValues(row.mortgage),
            fileId: null,
            agentId: row.agentId,
            clientName: row.clientName,
            clientEmail: row.clientEmail,
            language: row.language,
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
      const consents: NewConsent[] = ready.flatMap((row) =>
        row.consentOn
          ? [
              {
                leadId: null,
                email: row.clientEmail,
                purpose: 'client_mail' as const,
                language: row.language,
                wording: fillMessage(inLanguage(bookMessages, row.language).import.consentWording, { brokerage: senderName(site) }),
                // Kept at noon UTC so it reads as that day across Canada, as the lead import keeps days.
                givenAt: new Date(`${row.consentOn}T12:00:00Z`),
                clientAddress: null,
                page: null,
                method: 'import' as const,
              },
            ]
          : [],
      );
      await recordConsents(tx, consents);
    });
    deps.logger.info('book imported', { count: ready.length });
  }
  return {
    dryRun,
    total: checked.length,
    ready: ready.length,
    invalid: checked.filter((row) => row.status === 'error').length,
    imported: dryRun ? 0 : ready.length,
    rows: checked.map(({ ready: _ready, ...row }) => row),
  };
}


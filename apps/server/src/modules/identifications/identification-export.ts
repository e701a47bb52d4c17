import { brokerageDay } from '@maple/shared/brokerage-day';
import { formatDateIn, formatDayIn } from '@maple/shared/i18n/format-in';
import { languageTags, type Language } from '@maple/shared/i18n/languages';
import { identificationsMessages } from '@maple/shared/messages/identifications';
import type { Identification } from '@maple/shared/schemas/identifications';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { toBlogSlug } from '@maple/shared/slug';

/** How the printable page writes a value: a calendar day or an instant as the language's long date. */
type Kind = 'text' | 'day' | 'instant';
type ExportColumn = { label: string; value: (r: Identification) => CsvCell; kind?: Kind };

/**
 * The examiner's view of one client's records (FINTRAC asks for them on request): one column per
 * field, voided records included and marked, the document number masked as in every answer. The
 * labels and the values the catalogue names are in `language`, the signed-in user's (decision 071).
 */
function columnsIn(language: Language): readonly ExportColumn[] {
  const m = inLanguage(identificationsMessages, language);
  const f = m.fields;
  return [
    { label: f.recordedAt, value: (r) => r.createdAt, kind: 'instant' },
    { label: f.clientName, value: (r) => r.clientName },
    { label: f.address, value: (r) => r.address },
    { label: f.dateOfBirth, value: (r) => r.dateOfBirth, kind: 'day' },
    { label: f.method, value: (r) => m.methods[r.method] },
    { label: f.documentType, value: (r) => r.documentType },
    { label: f.documentNumber, value: (r) => r.documentNumberMasked },
    { label: f.issuingJurisdiction, value: (r) => r.issuingJurisdiction },
    { label: f.expiresOn, value: (r) => r.expiresOn, kind: 'day' },
    { label: f.verifiedOn, value: (r) => r.verifiedOn, kind: 'day' },
    { label: f.verifiedBy, value: (r) => r.verifiedByName },
    { label: f.pepDetermination, value: (r) => m.pep[r.pepDetermination] },
    { label: f.pepDetails, value: (r) => r.pepDetails },
    { label: f.thirdPartyDetermination, value: (r) => m.thirdParty[r.thirdPartyDetermination] },
    { label: f.thirdPartyDetails, value: (r) => r.thirdPartyDetails },
    { label: f.purpose, value: (r) => r.purpose },
    { label: f.retainUntil, value: (r) => r.retainUntil ?? m.retainOpen, kind: 'day' },
    { label: f.voidedAt, value: (r) => r.voidedAt, kind: 'instant' },
    { label: f.voidedBy, value: (r) => r.voidedByName },
    { label: f.voidReason, value: (r) => r.voidReason },
  ];
}

/**
 * The records as CSV text (the shared writer: BOM, CRLF, formula guard), headed in `language`. Days
 * and instants stay as stored (ISO), for whatever reads the file next.
 */
export async function identificationsCsv(records: readonly Identification[], language: Language): Promise<string> {
  const columns = columnsIn(language);
  const csv = csvStream(columns.map((c) => c.label));
  for (const record of records) csv.write(columns.map((c) => c.value(record)));
  csv.end();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** A value of the printable page: '—' when empty, a day or an instant as the language's long date, escaped. */
function cell(value: CsvCell, kind: Kind, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'day' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return escapeHtml(formatDayIn(language, value));
  if (kind === 'instant' && (value instanceof Date || typeof value === 'string')) return escapeHtml(formatDateIn(language, value));
  return escapeHtml(value instanceof Date ? value.toISOString() : String(value));
}

/**
 * A page to print or save as PDF, in `language`: the client's name, when it was made, then each
 * record as a table of label and value, dates written as the language writes them. Every value is
 * escaped; the page loads nothing (its own CSP says so).
 */
export function identificationsHtml(clientName: string, records: readonly Identification[], now: Date, language: Language): string {
  const m = inLanguage(identificationsMessages, language);
  const columns = columnsIn(language);
  const title = escapeHtml(m.exportTitle(clientName));
  const body = records.length
    ? records
        .map(
          (record) => `<section${record.voidedAt ? ' class="void"' : ''}>
<h2>${escapeHtml(m.methods[record.method])} · ${escapeHtml(formatDayIn(language, record.verifiedOn))}${record.voidedAt ? ` · ${escapeHtml(m.voidedBadge)}` : ''}</h2>
<table>${columns.map((c) => `<tr><th scope="row">${escapeHtml(c.label)}</th><td>${cell(c.value(record), c.kind ?? 'text', language)}</td></tr>`).join('')}</table>
</section>`,
        )
        .join('\n')
    : `<p>${escapeHtml(m.exportNone)}</p>`;
  return `<!doctype html>
<html lang="${languageTags[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#111}h1{font-size:1.3rem}h2{font-size:1.05rem;margin:1.2rem 0 .4rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}th{width:38%;font-weight:600;background:#f4f4f4}.void{color:#555}.void h2{text-decoration:line-through}section{break-inside:avoid}</style>
</head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(m.exportGenerated(formatDayIn(language, brokerageDay(now))))}. ${escapeHtml(m.exportMaskedNote)}</p>
${body}
</body>
</html>`;
}

/** `identifications-<client>-<day>.csv`: ASCII letters and digits only, so any browser keeps the name. */
export function identificationsFileName(clientName: string, now: Date): string {
  const slug = toBlogSlug(clientName).slice(0, 60).replace(/-+$/, '') || 'client';
  return `identifications-${slug}-${brokerageDay(now)}.csv`;
}

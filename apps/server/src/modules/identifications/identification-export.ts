import { brokerageDay } from '@maple/shared/brokerage-day';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import type { Identification } from '@maple/shared/schemas/identifications';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { toBlogSlug } from '@maple/shared/slug';

const f = m.fields;

/**
 * The examiner's view of one client's records (FINTRAC asks for them on request): one column per
 * field, voided records included and marked, the document number masked as in every answer.
 */
const columns: readonly { label: string; value: (r: Identification) => CsvCell }[] = [
  { label: f.recordedAt, value: (r) => r.createdAt },
  { label: f.clientName, value: (r) => r.clientName },
  { label: f.address, value: (r) => r.address },
  { label: f.dateOfBirth, value: (r) => r.dateOfBirth },
  { label: f.method, value: (r) => m.methods[r.method] },
  { label: f.documentType, value: (r) => r.documentType },
  { label: f.documentNumber, value: (r) => r.documentNumberMasked },
  { label: f.issuingJurisdiction, value: (r) => r.issuingJurisdiction },
  { label: f.expiresOn, value: (r) => r.expiresOn },
  { label: f.verifiedOn, value: (r) => r.verifiedOn },
  { label: f.verifiedBy, value: (r) => r.verifiedByName },
  { label: f.pepDetermination, value: (r) => m.pep[r.pepDetermination] },
  { label: f.pepDetails, value: (r) => r.pepDetails },
  { label: f.thirdPartyDetermination, value: (r) => m.thirdParty[r.thirdPartyDetermination] },
  { label: f.thirdPartyDetails, value: (r) => r.thirdPartyDetails },
  { label: f.purpose, value: (r) => r.purpose },
  { label: f.retainUntil, value: (r) => r.retainUntil ?? m.retainOpen },
  { label: f.voidedAt, value: (r) => r.voidedAt },
  { label: f.voidedBy, value: (r) => r.voidedByName },
  { label: f.voidReason, value: (r) => r.voidReason },
];

/** The records as CSV text (the shared writer: BOM, CRLF, formula guard). */
export async function identificationsCsv(records: readonly Identification[]): Promise<string> {
  const csv = csvStream(columns.map((c) => c.label));
  for (const record of records) csv.write(columns.map((c) => c.value(record)));
  csv.end();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

const cell = (value: CsvCell) => (value === null || value === undefined || value === '' ? '—' : escapeHtml(value instanceof Date ? value.toISOString() : String(value)));

/**
 * A page to print or save as PDF: the client's name, when it was made, then each record as a table
 * of label and value. Every value is escaped; the page loads nothing (its own CSP says so).
 */
export function identificationsHtml(clientName: string, records: readonly Identification[], now: Date): string {
  const title = escapeHtml(m.exportTitle(clientName));
  const body = records.length
    ? records
        .map(
          (record) => `<section${record.voidedAt ? ' class="void"' : ''}>
<h2>${escapeHtml(m.methods[record.method])} · ${escapeHtml(record.verifiedOn)}${record.voidedAt ? ` · ${escapeHtml(m.voidedBadge)}` : ''}</h2>
<table>${columns.map((c) => `<tr><th scope="row">${escapeHtml(c.label)}</th><td>${cell(c.value(record))}</td></tr>`).join('')}</table>
</section>`,
        )
        .join('\n')
    : `<p>${escapeHtml(m.exportNone)}</p>`;
  return `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#111}h1{font-size:1.3rem}h2{font-size:1.05rem;margin:1.2rem 0 .4rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}th{width:38%;font-weight:600;background:#f4f4f4}.void{color:#555}.void h2{text-decoration:line-through}section{break-inside:avoid}</style>
</head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(m.exportGenerated(brokerageDay(now)))}. ${escapeHtml(m.exportMaskedNote)}</p>
${body}
</body>
</html>`;
}

/** `identifications-<client>-<day>.csv`: ASCII letters and digits only, so any browser keeps the name. */
export function identificationsFileName(clientName: string, now: Date): string {
  const slug = toBlogSlug(clientName).slice(0, 60).replace(/-+$/, '') || 'client';
  return `identifications-${slug}-${brokerageDay(now)}.csv`;
}

import { load } from 'cheerio';
import { normaliseRateInput, type NormalisedRate, type RateSourceFormat } from '@maple/shared/schemas/rates';

/**
 * Turns a rate source's page into rates: the table's (or JSON's) columns are matched by name with
 * the synonyms lenders' pages use, then every row goes through the shared rate parser (term
 * spellings, province names or codes, percent signs). Rows that do not parse are skipped and
 * counted; the caller decides whether what is left is enough.
 */

type Field = 'province' | 'term' | 'rateType' | 'mortgageType' | 'postedRate' | 'ourRate';

// Column names as they appear on rate pages, lowercased with punctuation turned into spaces.
const synonyms: Record<Field, string[]> = {
  province: ['province', 'prov', 'province territory', 'region', 'location', 'province code'],
  term: ['term', 'terms', 'term length', 'mortgage term', 'product term', 'years'],
  rateType: ['type', 'rate type', 'fixed variable', 'fixed or variable', 'ratetype'],
  mortgageType: ['mortgage type', 'mortgagetype', 'product', 'product type', 'category', 'insurance', 'loan type'],
  postedRate: ['posted', 'posted rate', 'postedrate', 'bank rate', 'big bank rate', 'lender rate', 'posted rates', 'bank posted rate'],
  ourRate: ['our rate', 'ourrate', 'our rates', 'special', 'special rate', 'best rate', 'our', 'discounted rate', 'broker rate', 'maple rate', 'rate'],
};

const headerKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Which field a column header names, or undefined for a column we do not read. */
export function fieldForHeader(header: string): Field | undefined {
  const key = headerKey(header);
  for (const field of Object.keys(synonyms) as Field[]) if (synonyms[field].includes(key)) return field;
  if (/\bposted\b/.test(key)) return 'postedRate';
  if (/\b(our|special|best|discount)/.test(key)) return 'ourRate';
  if (/\bterm\b/.test(key)) return 'term';
  if (/\bprovince\b/.test(key)) return 'province';
  return undefined;
}

export type RawRateRow = Partial<Record<Field, string>>;
export type ParsedRates = { rates: NormalisedRate[]; skipped: number };

export class RateSourceParseError extends Error {}

/** '5-Year Fixed' in a term column names the type too; a rate cell may carry '%' or spaces. */
function tidy(row: RawRateRow): Record<string, unknown> {
  let term = row.term?.trim() ?? '';
  let rateType = row.rateType?.trim();
  const typeInTerm = /\b(fixed|variable|adjustable|arm)\b/i.exec(term);
  if (typeInTerm) {
    rateType ??= typeInTerm[1]!;
    term = term.replace(typeInTerm[0], '').trim();
  }
  term = term.replace(/[-\s]*(?:rate|mortgage)$/i, '').trim();
  const type = rateType?.toLowerCase();
  const rate = (value: string | undefined) => {
    const cleaned = value?.replace(/[%\s]/g, '').replace(/,/g, '.');
    return cleaned === '' ? undefined : cleaned;
  };
  return {
    province: row.province?.trim(),
    term,
    rateType: type && /adjustable|arm|variable/.test(type) ? 'variable' : type && /fixed|closed/.test(type) ? 'fixed' : rateType,
    mortgageType: mortgageTypeOf(row.mortgageType),
    postedRate: rate(row.postedRate),
    ourRate: rate(row.ourRate),
  };
}

/** 'Insured' and 'High Ratio' are one type; 'Uninsured' is conventional. */
function mortgageTypeOf(value: string | undefined): string | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (/uninsured|conventional/.test(v)) return 'Conventional';
  if (/insured|high/.test(v)) return 'High-Ratio';
  if (/refinanc/.test(v)) return 'Refinance';
  return value;
}

function normaliseRows(rows: RawRateRow[]): ParsedRates {
  const rates: NormalisedRate[] = [];
  let skipped = 0;
  for (const row of rows) {
    try {
      rates.push(normaliseRateInput(tidy(row)));
    } catch {
      skipped++;
    }
  }
  // One rate per key: a page listing a key twice keeps its last row.
  const byKey = new Map(rates.map((r) => [`${r.province}|${r.termMonths}|${r.rateType}|${r.mortgageType}`, r]));
  return { rates: [...byKey.values()], skipped: skipped + rates.length - byKey.size };
}

/** The first <table> (or the one the selector picks) whose header row names the columns. */
export function parseHtmlTable(html: string, selector?: string | null): ParsedRates {
  const $ = load(html);
  let table;
  try {
    const picked = selector ? $(selector).first() : $('table').first();
    table = picked.is('table') ? picked : picked.find('table').first();
  } catch {
    throw new RateSourceParseError('the CSS selector is not valid');
  }
  if (!table.length) throw new RateSourceParseError(selector ? 'no table matches the selector' : 'the page has no table');

  const rows = table.find('tr').toArray();
  const headerIndex = rows.findIndex((tr) => $(tr).find('th').length > 0);
  const headerRow = rows[headerIndex === -1 ? 0 : headerIndex];
  if (!headerRow) throw new RateSourceParseError('the table is empty');
  const columns = $(headerRow)
    .find('th, td')
    .toArray()
    .map((cell) => fieldForHeader($(cell).text()));
  if (!columns.includes('ourRate') || !columns.includes('term')) throw new RateSourceParseError('the table header names no term or rate column');

  const body = rows.slice(rows.indexOf(headerRow) + 1);
  const raw = body.map((tr) => {
    const row: RawRateRow = {};
    $(tr)
      .find('th, td')
      .toArray()
      .forEach((cell, i) => {
        const field = columns[i];
        if (field && row[field] === undefined) row[field] = $(cell).text().replace(/\s+/g, ' ').trim();
      });
    return row;
  });
  return normaliseRows(raw);
}

/** An array of rate objects (or `{ rates: [...] }`) whose keys are matched like table headers. */
export function parseJsonRates(text: string): ParsedRates {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RateSourceParseError('the answer is not valid JSON');
  }
  const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { rates?: unknown }).rates) ? (data as { rates: unknown[] }).rates : null;
  if (!list) throw new RateSourceParseError('the JSON holds no list of rates');
  const raw = list.slice(0, 5000).map((item) => {
    const row: RawRateRow = {};
    if (item && typeof item === 'object') {
      for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
        const field = fieldForHeader(key.replace(/([a-z])([A-Z])/g, '$1 $2'));
        if (field && row[field] === undefined && (typeof value === 'string' || typeof value === 'number')) row[field] = String(value);
      }
    }
    return row;
  });
  return normaliseRows(raw);
}

export function parseRateSource(format: RateSourceFormat, text: string, selector?: string | null): ParsedRates {
  return format === 'json' ? parseJsonRates(text) : parseHtmlTable(text, selector);
}

// One CSV writer for every export (RFC 4180: comma separated, CRLF lines, quotes doubled).

/** Excel and LibreOffice need the byte-order mark to read UTF-8 (accents in Québec names) correctly. */
export const csvBom = '\uFEFF';

// A cell starting with one of these is read by spreadsheets as a formula (=HYPERLINK(...),
// +cmd|..., -2+3, @SUM(...)); tab and carriage return open the same door in some of them (OWASP
// "CSV injection"). Such a cell gets a leading apostrophe, which spreadsheets show as text.
const formulaStart = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | Date | null | undefined;

/** One cell as text: formula guard first, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole document: BOM, header, rows. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let out = csvBom + csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

// One CSV writer for every export: csv-stringify's stream (RFC 4180: comma separated, CRLF lines,
// quotes doubled), set up the way spreadsheets read our files, with our formula guard.
import { stringify, type Stringifier } from 'csv-stringify';

// A cell starting with one of these is read by spreadsheets as a formula (=HYPERLINK(...),
// +cmd|..., -2+3, @SUM(...)); tab and carriage return open the same door in some of them (OWASP
// "CSV injection"). Such a cell gets a leading apostrophe, which spreadsheets show as text.
// csv-stringify's own `escape_formulas` is not used: it leaves negative numbers alone and also
// marks full-width = + - @, which the import's `unguard` (lead-import.ts) would not take off again.
const formulaStart = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | Date | null | undefined;

/** A cell's text with the formula guard applied; quoting is the writer's. */
export const guardedText = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

/**
 * A CSV document as a stream: write one array of cells per row (in `header`'s order), end it, and
 * read UTF-8 bytes: the BOM, the header (also for no rows at all), then each row, every line ending
 * in CRLF. A cell is quoted when it holds a comma, a quote, a CR or an LF; null and undefined are
 * empty cells, dates are ISO 8601 in UTC, numbers and booleans as JavaScript writes them (a
 * negative number is guarded like any text starting with "-").
 */
export function csvStream(header: readonly string[]): Stringifier {
  return stringify({
    // Excel and LibreOffice need the byte-order mark to read UTF-8 (accents in Québec names) correctly.
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: '\r\n',
    // A given record delimiter turns off quoting of a lone CR or LF; a spreadsheet (and csv-parse)
    // would read either as a line break, so such a cell is quoted all the same.
    quote_record_delimiter: true,
    cast: {
      string: guardedText,
      number: (value) => guardedText(String(value)),
      bigint: (value) => guardedText(String(value)),
      boolean: (value) => String(value),
      date: (value) => value.toISOString(),
    },
  });
}

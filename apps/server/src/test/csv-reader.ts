import { parse } from 'csv-parse/sync';

/**
 * Reads an export back as a spreadsheet would (csv-parse, the parser the lead import uses): a
 * quoted cell keeps its commas, doubled quotes and line breaks; outside quotes CRLF, a lone LF and
 * a lone CR each end a row. A writer that left a line break in an unquoted cell is caught by the
 * row breaking in two, not read back as if it had been quoted (decision 060).
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];
}

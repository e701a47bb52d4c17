import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import type { PrepaymentResult } from '@maple/shared/mortgage/prepayment';

const m = prepaymentMessages;

/** The header row of both downloads: every payment, with its lump sum. */
export const scheduleColumns = [m.numberColumn, m.yearColumn, m.paymentColumn, m.principalColumn, m.interestColumn, m.prepaymentColumn, m.balanceColumn];

/** One row per payment; amounts as plain decimals (2 places) so a spreadsheet reads them as numbers. */
export function scheduleCells(result: PrepaymentResult): string[][] {
  return result.rows.map((row) => [
    String(row.number),
    String(row.year),
    row.payment.toFixed(2),
    row.principal.toFixed(2),
    row.interest.toFixed(2),
    row.prepayment.toFixed(2),
    row.balance.toFixed(2),
  ]);
}

// RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The schedule as CSV text, CRLF line ends (RFC 4180), the header first. */
export function scheduleCsv(result: PrepaymentResult): string {
  return [scheduleColumns, ...scheduleCells(result)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves a Blob under `name` through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

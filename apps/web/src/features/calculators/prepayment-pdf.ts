import { jsPDF } from 'jspdf';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import type { PrepaymentResult } from '@maple/shared/mortgage/prepayment';
import { formatMoney } from '@/lib/format-number';
import { scheduleColumns } from './prepayment-export';

const m = prepaymentMessages;

// US Letter in points, half-inch margins; the table's columns right-aligned after the first two.
const page = { width: 612, height: 792, margin: 36 };
const rowHeight = 13;
const columnRight = [70, 110, 210, 300, 390, 480, 576];

/**
 * The schedule as a PDF (decision 087): a title, the inputs as lines of text, then every payment
 * in a table that repeats its header on each page. This module is loaded only when the visitor
 * asks for the PDF, so jsPDF is never part of a page's first download.
 */
export function schedulePdf(result: PrepaymentResult, summary: readonly { label: string; value: string }[]): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  let y = page.margin + 8;
  doc.setFont('helvetica', 'bold').setFontSize(16).text(m.title, page.margin, y);
  y += 16;
  doc.setFont('helvetica', 'normal').setFontSize(9).text(m.pdfSubtitle, page.margin, y);
  y += 18;
  for (const item of summary) {
    doc.setFont('helvetica', 'bold').text(item.label, page.margin, y);
    doc.setFont('helvetica', 'normal').text(item.value, page.margin + 250, y);
    y += rowHeight;
  }
  y += 8;

  const header = () => {
    doc.setFont('helvetica', 'bold');
    scheduleColumns.forEach((label, i) => doc.text(label, columnRight[i]!, y, { align: 'right' }));
    doc.setFont('helvetica', 'normal');
    y += rowHeight;
  };
  header();
  for (const row of result.rows) {
    if (y > page.height - page.margin) {
      doc.addPage();
      y = page.margin + 8;
      header();
    }
    const cells = [String(row.number), String(row.year), formatMoney(row.payment), formatMoney(row.principal), formatMoney(row.interest), row.prepayment > 0 ? formatMoney(row.prepayment) : '', formatMoney(row.balance)];
    cells.forEach((cell, i) => doc.text(cell, columnRight[i]!, y, { align: 'right' }));
    y += rowHeight;
  }
  return doc;
}

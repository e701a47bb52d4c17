// The one CSV writer (csv.ts) on its own: what a spreadsheet reads from each kind of cell.
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvCell } from './csv.ts';

async function document(header: string[], rows: CsvCell[][]): Promise<string> {
  const csv = csvStream(header);
  for (const row of rows) csv.write(row);
  csv.end();
  // Buffer's decoding keeps the BOM (a TextDecoder would drop it).
  return (await buffer(csv)).toString('utf8');
}

describe('csvStream', () => {
  it('writes the BOM, the header and CRLF-ended rows, quoting only what needs it', async () => {
    const out = await document(
      ['Name', 'Note'],
      [
        ['plain', 'a, b'],
        ['say "hi"', 'two\r\nlines'],
        ['lone\nLF', 'lone\rCR'],
        ['', null],
        [undefined, 'Élodie'],
      ],
    );
    expect(out).toBe(
      '\uFEFFName,Note\r\n' +
        'plain,"a, b"\r\n' +
        '"say ""hi""","two\r\nlines"\r\n' +
        '"lone\nLF","lone\rCR"\r\n' +
        ',\r\n' +
        ',Élodie\r\n',
    );
  });

  it('puts an apostrophe before a cell a spreadsheet would take for a formula, then quotes as usual', async () => {
    const out = await document(['A', 'B', 'C', 'D', 'E', 'F', 'G'], [['=1+2', '+1 416 555 0100', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")']]);
    expect(out.split('\r\n')[1]).toBe(`'=1+2,'+1 416 555 0100,'-2+3,'@SUM(A1),'\tx,"'\rx","'=HYPERLINK(""x"")"`);
    // In the middle of a cell these are plain text.
    expect((await document(['A'], [['a=b+c-d@e']])).split('\r\n')[1]).toBe('a=b+c-d@e');
  });

  it('writes numbers, booleans and dates as text, a negative number guarded', async () => {
    const out = await document(['N', 'M', 'B', 'D'], [[42, -7, true, new Date('2026-11-20T14:03:07.123Z')]]);
    expect(out.split('\r\n')[1]).toBe("42,'-7,true,2026-11-20T14:03:07.123Z");
  });

  it('is the BOM and the header alone when there are no rows', async () => {
    expect(await document(['Date', 'Client'], [])).toBe('\uFEFFDate,Client\r\n');
  });
});

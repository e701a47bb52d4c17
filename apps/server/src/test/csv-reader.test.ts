import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-reader.ts';

// The exports' tests trust this reader to see a file as a spreadsheet does.
describe('parseCsv', () => {
  it('keeps a lone LF, a comma and a doubled quote inside a quoted cell', () => {
    expect(parseCsv('Client,Email\r\n"Exporté, ""Quoted""\nName",a@example.com\r\n')).toEqual([
      ['Client', 'Email'],
      ['Exporté, "Quoted"\nName', 'a@example.com'],
    ]);
  });

  it('ends the row at a lone LF or CR outside quotes, as a spreadsheet does', () => {
    expect(parseCsv('Client,Email\r\nFirst\nSecond,a@example.com\r\nThird\rFourth,b@example.com\r\n')).toEqual([
      ['Client', 'Email'],
      ['First'],
      ['Second', 'a@example.com'],
      ['Third'],
      ['Fourth', 'b@example.com'],
    ]);
  });
});

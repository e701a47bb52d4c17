import { describe, expect, it } from 'vitest';
import { identificationsFileName } from './identification-export.ts';

describe("the examiner export's file name", () => {
  it('keeps accented letters as their Latin letters', () => {
    expect(identificationsFileName('Hélène Côté', new Date('2026-06-15T16:00:00Z'))).toBe('identifications-helene-cote-2026-06-15.csv');
  });

  it('names a client without any letter "client"', () => {
    expect(identificationsFileName('—', new Date('2026-06-15T16:00:00Z'))).toBe('identifications-client-2026-06-15.csv');
  });
});

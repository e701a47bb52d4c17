import { describe, expect, it } from 'vitest';
import { provinceNameMessages as frenchProvinces } from './messages/fr/province-names.ts';
import { rateTermMessages as french } from './messages/fr/rate-terms.ts';
import { provinceName } from './provinces.ts';
import { mortgageTypeName, rateName, termLabel } from './terms.ts';

describe('terms and provinces as pages name them', () => {
  it('names terms and rates in English by default and in French from the French texts', () => {
    expect([12, 60, 18].map((months) => termLabel(months))).toEqual(['1 year', '5 year', '18 months']);
    expect([12, 60, 18].map((months) => termLabel(months, french))).toEqual(['1 an', '5 ans', '18 mois']);
    expect(rateName(60, 'fixed')).toBe('5 year fixed');
    expect(rateName(36, 'variable', french)).toBe('variable 3 ans');
  });

  it('names the stored mortgage types in each language, and an unknown one as stored', () => {
    expect(mortgageTypeName('High-Ratio')).toBe('High-Ratio');
    expect(['Conventional', 'High-Ratio', 'Refinance'].map((type) => mortgageTypeName(type, french))).toEqual(['Conventionnel', 'Ratio élevé', 'Refinancement']);
    expect(mortgageTypeName('Reverse', french)).toBe('Reverse');
    expect(mortgageTypeName('toString', french)).toBe('toString');
  });

  it('names provinces, and nothing for an unknown code', () => {
    expect(provinceName('QC')).toBe('Quebec');
    expect(provinceName('QC', frenchProvinces)).toBe('Québec');
    expect(provinceName('XX')).toBeUndefined();
    expect(provinceName('toString')).toBeUndefined();
  });
});

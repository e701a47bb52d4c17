import { describe, expect, it } from 'vitest';
import { toBlogSlug, toProfileSlug } from './slug.ts';

describe('slugs keep accented letters as their Latin letters', () => {
  it('gives "Hélène Côté" the profile slug helenecote', () => {
    expect(toProfileSlug('Hélène Côté')).toBe('helenecote');
  });

  it('gives "Crédit à l\'habitation" the blog slug credit-a-l-habitation', () => {
    expect(toBlogSlug("Crédit à l'habitation")).toBe('credit-a-l-habitation');
  });

  it('spells ligatures and sharp s out and still drops what has no letters', () => {
    expect(toProfileSlug('Œuvre Straße')).toBe('oeuvrestrasse');
    expect(toBlogSlug('  «Prêt» — 5 % !  ')).toBe('pret-5');
    expect(toBlogSlug('!!!')).toBe('');
  });
});

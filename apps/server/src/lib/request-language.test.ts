import { describe, expect, it } from 'vitest';
import { languageOf } from './request-language.ts';

describe('the language a request is answered in', () => {
  it('is the address\'s for a page', () => {
    expect(languageOf('/fr/taux', undefined)).toBe('fr');
    expect(languageOf('/fr', 'en')).toBe('fr');
    expect(languageOf('/rates', 'fr')).toBe('en');
  });

  it('is the header\'s for an API call, and English for anything unknown', () => {
    expect(languageOf('/api/rates', 'fr')).toBe('fr');
    expect(languageOf('/api/rates', 'fr-CA')).toBe('fr');
    expect(languageOf('/api/rates', 'de')).toBe('en');
    expect(languageOf('/api/rates', '\u0000')).toBe('en');
    expect(languageOf('/api/rates', undefined)).toBe('en');
  });
});

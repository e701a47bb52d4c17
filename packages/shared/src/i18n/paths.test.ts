import { describe, expect, it } from 'vitest';
import { localizePath, pathIn, splitLanguage } from './paths.ts';

describe('French addresses', () => {
  it('translates the page segment and keeps slugs and the query', () => {
    expect(localizePath('/rates?province=QC', 'fr')).toBe('/fr/taux?province=QC');
    expect(localizePath('/agents/helene-cote', 'fr')).toBe('/fr/courtiers/helene-cote');
    expect(localizePath('/blog/rates', 'fr')).toBe('/fr/blogue/rates');
    expect(localizePath('/auth/forgot-password', 'fr')).toBe('/fr/connexion/mot-de-passe-oublie');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/#top', 'fr')).toBe('/fr#top');
  });

  it('leaves the back office, the API, outside links and English alone', () => {
    for (const href of ['/agent-dashboard', '/api/rates', '/files/x.png', 'https://example.com/rates', '//evil.example/rates', 'mailto:a@b.c']) {
      expect(localizePath(href, 'fr')).toBe(href);
    }
    expect(localizePath('/rates', 'en')).toBe('/rates');
    expect(localizePath('/fr/taux', 'fr')).toBe('/fr/taux');
  });

  it('reads a French address back to its English page, and the other language of each', () => {
    expect(splitLanguage('/fr/taux?x=1')).toEqual({ language: 'fr', englishPath: '/rates?x=1' });
    expect(splitLanguage('/fr')).toEqual({ language: 'fr', englishPath: '/' });
    expect(splitLanguage('/french-page')).toEqual({ language: 'en', englishPath: '/french-page' });
    expect(splitLanguage('/fr/nulle-part')).toEqual({ language: 'fr', englishPath: '/fr/nulle-part' });
    expect(pathIn('/fr/courtiers/sarah?tab=1', 'en')).toBe('/agents/sarah?tab=1');
    expect(pathIn('/mortgage-calculator?price=500000', 'fr')).toBe('/fr/calculatrice-hypothecaire?price=500000');
  });
});

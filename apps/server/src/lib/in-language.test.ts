import { describe, expect, it } from 'vitest';
import { navMessages } from '@maple/shared/messages/nav';
import { inLanguage, textIn } from './in-language.ts';

describe('the server writes in the reader\'s language', () => {
  it('gives a message object\'s French twin, and English for English', () => {
    expect(inLanguage(navMessages, 'fr').rates).toBe('Nos taux');
    expect(inLanguage(navMessages, 'en').rates).toBe('Our Rates');
  });

  it('finds a finished English text\'s French, and leaves a text it does not know', () => {
    expect(textIn('Our Rates', 'fr')).toBe('Nos taux');
    expect(textIn('Our Rates', 'en')).toBe('Our Rates');
    expect(textIn('Sarah Chen', 'fr')).toBe('Sarah Chen');
  });
});

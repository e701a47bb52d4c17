import { describe, expect, it } from 'vitest';
import { shouldSuggest } from './language-choice';

describe('the offer to switch language (decision 067)', () => {
  it('offers French on an English page to a visitor who chose French, or whose browser prefers it', () => {
    expect(shouldSuggest('en', 'fr', ['en-CA'])).toBe(true);
    expect(shouldSuggest('en', null, ['fr-CA', 'en'])).toBe(true);
    expect(shouldSuggest('en', null, ['de-DE', 'fr'])).toBe(true);
    expect(shouldSuggest('fr', 'en', ['fr-CA'])).toBe(true);
  });

  it('offers nothing when the browser prefers the page\'s language or neither', () => {
    expect(shouldSuggest('en', null, ['en-CA', 'fr-CA'])).toBe(false);
    expect(shouldSuggest('en', null, ['es', 'de'])).toBe(false);
    expect(shouldSuggest('en', null, [])).toBe(false);
  });

  it('stops once the visitor chose the page\'s language ("no thanks"); an unknown stored value is no choice', () => {
    expect(shouldSuggest('en', 'en', ['fr-CA'])).toBe(false);
    expect(shouldSuggest('fr', 'fr', ['en-CA'])).toBe(false);
    expect(shouldSuggest('en', 'xx', ['en-CA'])).toBe(false);
    expect(shouldSuggest('en', 'xx', ['fr-CA'])).toBe(true);
  });
});

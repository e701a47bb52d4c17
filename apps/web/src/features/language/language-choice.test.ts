import { describe, expect, it } from 'vitest';
import { preferredLanguage, shouldSuggest } from './language-choice';

describe('the suggestion to switch language (decision 067)', () => {
  it("reads the browser's first language Maple publishes in", () => {
    expect(preferredLanguage(['fr-CA', 'en-CA'])).toBe('fr');
    expect(preferredLanguage(['de-DE', 'en-GB', 'fr'])).toBe('en');
    expect(preferredLanguage(['es', 'de'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });

  it('offers French on an English page to a visitor who chose French, or whose browser prefers it', () => {
    expect(shouldSuggest('en', 'fr', 'fr', ['en-CA'])).toBe(true);
    expect(shouldSuggest('en', 'fr', null, ['fr-CA', 'en'])).toBe(true);
    expect(shouldSuggest('en', 'fr', null, ['en-CA', 'fr-CA'])).toBe(false);
    expect(shouldSuggest('fr', 'en', 'en', ['fr-CA'])).toBe(true);
  });

  it('stops once the visitor chose the page\'s language ("no thanks"); an unknown stored value is no choice', () => {
    expect(shouldSuggest('en', 'fr', 'en', ['fr-CA'])).toBe(false);
    expect(shouldSuggest('fr', 'en', 'fr', ['en-CA'])).toBe(false);
    expect(shouldSuggest('en', 'fr', 'xx', ['en-CA'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { conversationLanguage, languageOfText } from './chat-language.ts';

describe('the language a visitor writes in', () => {
  it('reads French and English questions', () => {
    expect(languageOfText('Quel est votre meilleur taux fixe 5 ans?')).toBe('fr');
    expect(languageOfText('Combien de mise de fonds pour une maison de 600 000 $?')).toBe('fr');
    expect(languageOfText("C'est quoi le taux d'aujourd'hui")).toBe('fr');
    expect(languageOfText("What's your best 5 year fixed rate?")).toBe('en');
    expect(languageOfText('How much down payment do I need for a $600,000 home?')).toBe('en');
  });

  it('says nothing of figures or a name alone', () => {
    expect(languageOfText('500k')).toBeUndefined();
    expect(languageOfText('3.84%')).toBeUndefined();
    expect(languageOfText('Ada Lovelace')).toBeUndefined();
  });

  it('answers in the latest message\'s language, else the page\'s', () => {
    const french = { role: 'user' as const, content: 'Quel est le paiement mensuel sur 400 000 $?' };
    expect(conversationLanguage([french, { role: 'assistant', content: '...' }, { role: 'user', content: '4,5 %' }], 'en')).toBe('fr');
    expect(conversationLanguage([{ role: 'user', content: 'What is the payment on 400k?' }], 'fr')).toBe('en');
    expect(conversationLanguage([{ role: 'user', content: '500k' }], 'fr')).toBe('fr');
  });
});

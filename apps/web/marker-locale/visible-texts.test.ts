import { describe, expect, it } from 'vitest';
import { frenchMark, englishMark } from './marker-messages.ts';
import { findEnglish } from './visible-texts.ts';

const fr = (text: string) => `${frenchMark.start}${text}${frenchMark.end}`;
const en = (module: string, text: string) => `${englishMark.start}${module}${englishMark.name}${text}${englishMark.end}`;

describe('reading a marker-locale page for English', () => {
  it('finds a literal in a component, in text or in a label, and nothing in marked text, data, numbers or French dates', () => {
    const html = `<main><h1>${fr('Taux du jour')}</h1><p>Hello world</p><button aria-label="Close dialog">x</button>
      <p>Sarah Chen</p><p>1 234,56 $</p><p>28 novembre 2026</p><p>${fr('Bonjour {name}').replace('{name}', 'Sarah Chen')}</p><script type="application/json">{"a":"Not shown"}</script></main>`;
    expect(findEnglish(html, new Set(['Sarah Chen']))).toEqual([
      { text: 'Hello world', kind: 'not from the catalogue' },
      { text: 'Close dialog', kind: 'not from the catalogue' },
    ]);
  });

  it('names the English module a text came from when it has no twin', () => {
    expect(findEnglish(`<p>${en('rates', 'Rates')}</p>`, new Set())).toEqual([{ text: 'Rates', kind: 'from an English module without its twin', module: 'rates' }]);
  });

  it('a marked text cut by an element (a link inside a message) is marked in each of its pieces', () => {
    expect(findEnglish(`<p>${frenchMark.start}Écrivez à <a>notre responsable</a> au besoin${frenchMark.end} Thanks</p>`, new Set())).toEqual([{ text: 'Thanks', kind: 'not from the catalogue' }]);
  });

  it('an element the page declares English and a key name are not literals; the same words undeclared are', () => {
    expect(findEnglish('<li><a lang="en" href="x">Interest Act, section 10</a></li><section aria-label="Notifications alt+T"></section>', new Set())).toEqual([
      { text: 'Notifications', kind: 'not from the catalogue' },
    ]);
    expect(findEnglish('<li><a href="x">Interest Act, section 10</a></li>', new Set())).toEqual([{ text: 'Interest Act, section 10', kind: 'not from the catalogue' }]);
  });

  it('a literal beside data is still a literal', () => {
    expect(findEnglish('<p>Call Sarah Chen today</p>', new Set(['Sarah Chen']))).toEqual([{ text: 'Call today', kind: 'not from the catalogue' }]);
  });
});

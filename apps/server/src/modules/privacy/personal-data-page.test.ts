// Decision 071: the page answering an access request is in the person's language.
import { describe, expect, it } from 'vitest';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { personLanguageMessages as frenchPersonLanguage } from '@maple/shared/messages/fr/person-language';
import { personalDataPage } from './personal-data-page.ts';

const htmlLang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
const titleOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe("the personal-data page answering an access request", () => {
  const exportOf = (language: string | undefined) => ({
    request: { id: 'r1', kind: 'access' as const, receivedAt: '2026-11-28T15:00:00.000Z' },
    person: { email: 'helene@example.com', phone: null },
    generatedAt: '2026-11-28T16:00:00.000Z',
    records: [{ kind: 'lead', id: 'l1', summary: 'Contact', data: language ? { language } : {} }],
  });

  it("is in French when the person's records came from a French page, in English otherwise", () => {
    const fr = personalDataPage(exportOf('fr'));
    expect(htmlLang(fr)).toBe('fr-CA');
    expect(titleOf(fr)).toBe(fillMessage(frenchPersonLanguage.personalData.heading, { person: 'helene@example.com' }));
    expect(htmlLang(personalDataPage(exportOf('en')))).toBe('en-CA');
    expect(htmlLang(personalDataPage(exportOf(undefined)))).toBe('en-CA');
    expect(titleOf(personalDataPage(exportOf('xx')))).toBe('Personal data held about helene@example.com');
  });
});

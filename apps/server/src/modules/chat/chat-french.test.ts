// The assistant in French: a French question gets a French answer from the built-in engine (its
// own knowledge and figures written the French way), on either site, and a French visitor's
// contact details make a lead as an English visitor's do.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@maple/db/schema/leads';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ chat: { messagesPerTenMinutes: 10_000 } });
}, 60_000);
afterAll(() => t.close());

const user = (content: string): ChatTurn => ({ role: 'user', content });
const ask = async (sessionId: string, messages: ChatTurn[], pageLanguage = 'fr') =>
  (await json(
    await t.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-maple-language': pageLanguage },
      body: JSON.stringify({ sessionId, messages }),
    }),
  )) as { message: { content: string }; leadSaved: boolean };

describe('the assistant in French', () => {
  it('answers a French question in French, with French figures, on the English site too', async () => {
    const onFrench = await ask('french-1', [user('Combien coûte une inspection préachat?')]);
    expect(onFrench.message.content).toContain('inspection préachat coûte');
    const onEnglish = await ask('french-2', [user('Quelle est la mise de fonds minimale pour une maison de 750 000 $?')], 'en');
    expect(onEnglish.message.content.replace(/[\u00a0\u202f]/g, ' ')).toContain('50 000,00 $');
    const english = await ask('french-3', [user('How much does a home inspection cost?')]);
    expect(english.message.content).toContain('A home inspection usually costs');
  });

  it('works out the minimum from the price the visitor gave earlier in French', async () => {
    const answer = await ask('french-4', [user("J'achète un condo d'environ 650 000 $"), { role: 'assistant', content: '…' }, user('Combien de mise de fonds me faut-il?')]);
    expect(answer.message.content.replace(/[\u00a0\u202f]/g, ' ')).toContain('40 000,00 $');
  });

  it('makes a lead from a French visitor\'s name and e-mail', async () => {
    const answer = await ask('french-lead', [user("Je m'appelle Hélène Côté, mon courriel est helene.cote@example.com")]);
    expect(answer.leadSaved).toBe(true);
    const [lead] = await t.db.select().from(leads).where(eq(leads.clientEmail, 'helene.cote@example.com'));
    // The lead keeps the conversation's language, for the mail to her (decision 071).
    expect(lead).toMatchObject({ clientName: 'Hélène Côté', language: 'fr' });
  });
});

import { describe, expect, it } from 'vitest';
import { quoteLead } from '@maple/shared/schemas/leads';
import { emptyQuoteForm, quoteFrequencies, quoteTerms, toQuoteLead } from './quote-form';

describe('quote form', () => {
  it('starts at the spec defaults: Ontario, 25 years, 3.94%, monthly, unassigned', () => {
    expect(emptyQuoteForm).toMatchObject({ location: 'Ontario', amortization: '25', mortgageRate: '3.94', paymentFrequency: 'monthly', agentId: 'none' });
  });

  it('offers the five quote frequencies (rapid weekly belongs to the payment calculator)', () => {
    expect(quoteFrequencies.map((f) => f.id)).toEqual(['monthly', 'semi-monthly', 'bi-weekly', 'accelerated-bi-weekly', 'weekly']);
  });

  it('builds exactly the shared schema fields and nothing computed', () => {
    const body = toQuoteLead(
      { ...emptyQuoteForm, price: '625000', downPayment: '125000', mortgageRate: '6', name: 'Ada Buyer', email: 'ada@example.com', agentId: 'none' },
      'renewal',
    );
    expect(body).toEqual({
      kind: 'quote',
      quoteType: 'renewal',
      price: 625000,
      downPayment: 125000,
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 6,
      paymentFrequency: 'monthly',
      name: 'Ada Buyer',
      email: 'ada@example.com',
      phone: '',
      agentId: 'none',
      company_url: '',
    });
    const parsed = quoteLead.parse(body);
    expect(parsed.agentId).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
  });

  it('sends an empty price or down payment as 0, which the schema accepts', () => {
    const body = toQuoteLead({ ...emptyQuoteForm, name: 'A', email: 'a@example.com' }, 'purchase');
    expect(body).toMatchObject({ price: 0, downPayment: 0 });
    expect(quoteLead.safeParse(body).success).toBe(true);
  });

  it('lets the schema reject a missing name and email with the spec message', () => {
    const result = quoteLead.safeParse(toQuoteLead(emptyQuoteForm, 'purchase'));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('name: Please fill in all required fields');
    expect(messages).toContain('email: Please fill in all required fields');
  });

  it('turns unusable numbers into 0 for the live estimate', () => {
    expect(quoteTerms({ ...emptyQuoteForm, price: 'abc', downPayment: '-5', mortgageRate: '' })).toEqual({
      price: 0,
      downPayment: 0,
      amortization: 25,
      mortgageRate: 0,
      paymentFrequency: 'monthly',
    });
  });
});

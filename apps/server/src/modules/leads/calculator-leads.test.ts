import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@maple/db/schema/leads';
import { compareScenario } from '@maple/shared/mortgage/comparison';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Quote leads sent from the prepayment and side-by-side pages (issue 41, points 4 and 6): the
// page's inputs ride along as `calculator`, and the server works the results out again.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { fields?: Record<string, string> } };

const quote = { kind: 'quote', quoteType: 'purchase', price: 600000, downPayment: 120000, location: 'Ontario', amortization: 25, mortgageRate: 4.19, paymentFrequency: 'monthly', name: 'Pat Prepay', email: 'pat@example.com' } as const;
const prepayment = {
  kind: 'prepayment',
  principal: 500000,
  ratePercent: 6,
  amortizationYears: 25,
  frequency: 'monthly',
  extraPayment: 500,
  annualLumpSum: 10000,
  oneOffLumpSum: 0,
  oneOffYear: 1,
  lumpSumPrivilegePercent: 15,
  paymentIncreasePrivilegePercent: 15,
} as const;
const scenario = { price: 500000, downPayment: 50000, ratePercent: 5, termYears: 5, amortizationYears: 25, frequency: 'monthly' } as const;

const post = (body: unknown) =>
  t.request('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function stored(body: unknown) {
  const res = await post(body);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!.metadata as Record<string, unknown>;
}

describe('POST /api/leads: a quote from a calculator page keeps that page’s inputs and recomputed results', () => {
  it('prepayment: the schedule is worked out on the server, the privilege excess included', async () => {
    const metadata = await stored({ ...quote, calculator: prepayment });
    const { kind, ...inputs } = prepayment;
    expect(metadata.calculator).toMatchObject({ kind, inputs, results: { regularPayment: 3199.03, paymentWithIncrease: 3699.03 } });
    const results = (metadata.calculator as { results: Record<string, unknown> }).results;
    expect(results.privilegeExceeded).toEqual([{ kind: 'payment-increase', year: 1, planned: 500, allowed: 479.85 }]);
    expect(results.interestSaved).toBeGreaterThan(0);
  });

  it('comparison: each scenario recomputed (the premium vector: 10 % down on 500,000 → 13,950)', async () => {
    const metadata = await stored({ ...quote, calculator: { kind: 'comparison', scenarios: [scenario, { ...scenario, ratePercent: 4 }] } });
    const calculator = metadata.calculator as { results: { scenarios: { premium: number }[] } };
    expect(calculator.results.scenarios).toEqual([compareScenario(scenario), compareScenario({ ...scenario, ratePercent: 4 })]);
    expect(calculator.results.scenarios[0]!.premium).toBe(13950);
  });

  it('refuses forged results, a fourth scenario, a negative lump sum and an unknown calculator', async () => {
    const cases: [unknown, string][] = [
      [{ ...prepayment, results: { interestSaved: 1e9 } }, 'calculator.results'],
      [{ kind: 'comparison', scenarios: [scenario, scenario, scenario, scenario] }, 'calculator.scenarios'],
      [{ ...prepayment, annualLumpSum: -5 }, 'calculator.annualLumpSum'],
      [{ kind: 'lottery' }, 'calculator.kind'],
    ];
    for (const [calculator, field] of cases) {
      const res = await post({ ...quote, calculator });
      expect(res.status, field).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {}), field).toContain(field);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@maple/db/schema/leads';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { compareScenario } from '@maple/shared/mortgage/comparison';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Leads sent from the prepayment and side-by-side pages (issue 41, points 4 and 6): the page's
// inputs with the contact details, as their own kinds; the server works the figures out again.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { fields?: Record<string, string> } };

const contact = { name: 'Pat Prepay', email: 'pat@example.com' } as const;
const prepayment = {
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
  return (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;
}

describe('POST /api/leads: a lead from a calculator page keeps that page’s inputs and recomputed figures', () => {
  it('prepayment: the schedule is worked out on the server, the privilege excess included', async () => {
    const row = await stored({ kind: 'prepayment', ...prepayment, ...contact });
    expect(row).toMatchObject({ clientName: 'Pat Prepay', type: 'rate_quote', source: 'mortgage_calculator', status: 'new' });
    const metadata = row.metadata as { calculator: string; inputs: unknown; calculations: Record<string, unknown> };
    expect(metadata).toMatchObject({ calculator: 'prepayment', inputs: prepayment, calculations: { regularPayment: 3199.03, paymentWithIncrease: 3699.03 } });
    expect(metadata.calculations.privilegeExceeded).toEqual([{ kind: 'payment-increase', year: 1, planned: 500, allowed: 479.85 }]);
    expect(metadata.calculations.interestSaved).toBeGreaterThan(0);
  });

  it('comparison: each scenario recomputed under the rules in force on the day it arrives (the premium vector: 10 % down on 500,000 → 13,950)', async () => {
    const scenarios = [scenario, { ...scenario, ratePercent: 4 }];
    const row = await stored({ kind: 'comparison', scenarios, ...contact });
    type Stored = { calculator: string; inputs: { firstTimeOrNewBuild: boolean }; calculations: { rulesOn: string; scenarios: { premium: number }[] } };
    const metadata = row.metadata as Stored;
    expect(metadata.calculator).toBe('comparison');
    // Not sent: not a first-time buyer nor a new build, as the page's default.
    expect(metadata.inputs.firstTimeOrNewBuild).toBe(false);
    expect(metadata.calculations.rulesOn).toBe(brokerageDay(t.clock.now()));
    expect(metadata.calculations.scenarios).toEqual(scenarios.map((s) => compareScenario(s, { firstTimeOrNewBuild: false, on: metadata.calculations.rulesOn })));
    expect(metadata.calculations.scenarios[0]!.premium).toBe(13950);

    // 30 years insured with 10 % down: only a first-time buyer or a new build, with the 0.20 % surcharge.
    const longer = { ...scenario, amortizationYears: 30 };
    const eligible = (await stored({ kind: 'comparison', scenarios: [longer], firstTimeOrNewBuild: true, ...contact })).metadata as Stored;
    expect(eligible.inputs.firstTimeOrNewBuild).toBe(true);
    expect(eligible.calculations.scenarios[0]!.premium).toBe(14850);
    const other = (await stored({ kind: 'comparison', scenarios: [longer], ...contact })).metadata as Stored;
    expect(other.calculations.scenarios[0]).toMatchObject({ premium: 0, notInsurable: ['amortization-too-long'] });
  });

  it('refuses forged figures, a fourth scenario, a negative lump sum and a missing email, by name', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'prepayment', ...prepayment, ...contact, calculations: { interestSaved: 1e9 } }, 'calculations'],
      [{ kind: 'comparison', scenarios: [scenario, scenario, scenario, scenario], ...contact }, 'scenarios'],
      [{ kind: 'comparison', scenarios: [{ ...scenario, downPayment: 600000 }], ...contact }, 'scenarios.0.downPayment'],
      [{ kind: 'comparison', scenarios: [scenario], firstTimeOrNewBuild: 'yes', ...contact }, 'firstTimeOrNewBuild'],
      [{ kind: 'prepayment', ...prepayment, annualLumpSum: -5, ...contact }, 'annualLumpSum'],
      [{ kind: 'prepayment', ...prepayment, name: 'No Email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {}), field).toContain(field);
    }
  });
});

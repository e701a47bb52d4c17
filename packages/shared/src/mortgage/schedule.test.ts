import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { compoundingPerYearValues, paymentFrequencyIds } from './rules.ts';
import type { PaymentFrequency } from './rules.ts';
import { amortizationSchedule, amortizationScheduleInput } from './schedule.ts';

const published = { principal: 500_000, ratePercent: 6, amortizationYears: 25 };

describe('500,000 at 6% over 25 years, monthly', () => {
  const { payments, years, summary } = amortizationSchedule({ ...published, frequency: 'monthly' });

  it('summarises the plan', () => {
    expect(summary).toEqual({
      payment: 3199.03,
      paymentsPerYear: 12,
      numberOfPayments: 300,
      totalPaid: 959_711.23,
      totalInterest: 459_711.23,
      payoffYears: 25,
    });
  });

  it('starts with a month of interest on the full balance', () => {
    // 500,000 × (1.03^(1/6) − 1) = 2,469.31
    expect(payments[0]).toEqual({ number: 1, payment: 3199.03, principal: 729.72, interest: 2469.31, balance: 499_270.28 });
  });

  it('adjusts the last payment to clear the balance exactly', () => {
    expect(payments.at(-1)).toEqual({ number: 300, payment: 3201.26, principal: 3185.53, interest: 15.73, balance: 0 });
  });

  it('aggregates by year', () => {
    expect(years).toHaveLength(25);
    expect(years[0]).toEqual({ year: 1, totalPaid: 38_388.36, principal: 8998.42, interest: 29_389.94, endingBalance: 491_001.58 });
    expect(years.at(-1)?.endingBalance).toBe(0);
    const principalCents = years.reduce((sum, y) => sum + toCents(y.principal), 0);
    expect(principalCents).toBe(50_000_000);
  });
});

describe('accelerated plans pay off early', () => {
  it.each<[PaymentFrequency, number, number, number, number]>([
    // [frequency, payments, payoff years, last payment, total interest]
    ['accelerated-bi-weekly', 547, 21, 1289.86, 374_627.78],
    ['accelerated-weekly', 1093, 21, 303.76, 373_641.68],
  ])('%s: %d payments, %d years', (frequency, count, payoffYears, lastPayment, totalInterest) => {
    const { payments, summary } = amortizationSchedule({ ...published, frequency });
    expect(summary.numberOfPayments).toBe(count);
    expect(summary.payoffYears).toBe(payoffYears);
    expect(summary.totalInterest).toBe(totalInterest);
    expect(payments.at(-1)?.payment).toBe(lastPayment);
    expect(payments.at(-1)?.balance).toBe(0);
  });

  it('non-accelerated plans run the full amortization', () => {
    for (const frequency of ['semi-monthly', 'bi-weekly', 'weekly'] as const) {
      const { summary } = amortizationSchedule({ ...published, frequency });
      expect(summary.payoffYears).toBe(25);
      expect(summary.numberOfPayments).toBe(25 * summary.paymentsPerYear);
    }
  });
});

describe('edge cases', () => {
  it('has no payments for no loan', () => {
    const { payments, summary } = amortizationSchedule({ ...published, principal: 0, frequency: 'monthly' });
    expect(payments).toEqual([]);
    expect(summary).toMatchObject({ payment: 0, numberOfPayments: 0, totalPaid: 0, totalInterest: 0, payoffYears: 0 });
  });

  it('charges no interest at 0%', () => {
    const { summary } = amortizationSchedule({ ...published, ratePercent: 0, frequency: 'monthly' });
    expect(summary).toMatchObject({ numberOfPayments: 300, totalPaid: 500_000, totalInterest: 0 });
  });
});

describe('amortizationScheduleInput', () => {
  it('accepts the payment calculator defaults and rejects out-of-range values', () => {
    const ok = { principal: 500_000, ratePercent: 4.84, amortizationYears: 25, frequency: 'monthly' };
    expect(amortizationScheduleInput.safeParse(ok).success).toBe(true);
    expect(amortizationScheduleInput.safeParse({ ...ok, compoundingPerYear: 4 }).success).toBe(true);
    expect(amortizationScheduleInput.safeParse({ ...ok, compoundingPerYear: 3 }).success).toBe(false);
    expect(amortizationScheduleInput.safeParse({ ...ok, amortizationYears: 0 }).success).toBe(false);
    expect(amortizationScheduleInput.safeParse({ ...ok, ratePercent: 4.845 }).success).toBe(false);
    expect(amortizationScheduleInput.safeParse({ ...ok, frequency: 'daily' }).success).toBe(false);
  });
});

describe('properties', () => {
  const terms = fc.record({
    principal: fc.integer({ min: 1, max: 10_000_000_000 }).map((c) => c / 100),
    ratePercent: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
    amortizationYears: fc.integer({ min: 1, max: 30 }),
    frequency: fc.constantFrom(...paymentFrequencyIds),
    compoundingPerYear: fc.constantFrom(...compoundingPerYearValues),
  });

  it('the balance never goes below zero and ends at zero', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const { payments } = amortizationSchedule(t);
        expect(payments.every((p) => p.balance >= 0)).toBe(true);
        expect(payments.at(-1)?.balance).toBe(0);
        expect(payments.length).toBeLessThanOrEqual(t.amortizationYears * 52);
      }),
    );
  });

  it('the principal of all payments sums to the loan, to the cent', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const { payments, years, summary } = amortizationSchedule(t);
        const byPayment = payments.reduce((sum, p) => sum + toCents(p.principal), 0);
        const byYear = years.reduce((sum, y) => sum + toCents(y.principal), 0);
        expect(byPayment).toBe(toCents(t.principal));
        expect(byYear).toBe(toCents(t.principal));
        expect(toCents(summary.totalPaid) - toCents(summary.totalInterest)).toBe(toCents(t.principal));
      }),
    );
  });

  it('accelerated plans never pay off later than the regular monthly plan', () => {
    fc.assert(
      fc.property(
        terms.filter((t) => t.principal >= 1000),
        fc.constantFrom('accelerated-bi-weekly', 'accelerated-weekly') satisfies fc.Arbitrary<PaymentFrequency>,
        (t, accelerated) => {
          const monthly = amortizationSchedule({ ...t, frequency: 'monthly' }).summary;
          const fast = amortizationSchedule({ ...t, frequency: accelerated }).summary;
          // Compare payments ÷ payments per year without rounding: fast.count / n ≤ monthly.count / 12.
          expect(fast.numberOfPayments * 12).toBeLessThanOrEqual(monthly.numberOfPayments * fast.paymentsPerYear);
        },
      ),
    );
  });
});

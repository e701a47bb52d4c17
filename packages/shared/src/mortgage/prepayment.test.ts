import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { prepaymentInput, prepaymentSchedule, type PrepaymentInput } from './prepayment.ts';

// The payment calculator's published example (schedule.test.ts): 500,000 at 6 % over 25 years,
// monthly 3,199.03, 300 payments, 459,711.23 of interest. Working in docs/calculators/prepayments.md.
const plain: PrepaymentInput = {
  principal: 500_000,
  ratePercent: 6,
  amortizationYears: 25,
  frequency: 'monthly',
  extraPayment: 0,
  annualLumpSum: 0,
  oneOffLumpSum: 0,
  oneOffYear: 1,
  lumpSumPrivilegePercent: 15,
  paymentIncreasePrivilegePercent: 15,
};

describe('prepaymentSchedule', () => {
  it('without prepayments is the plain schedule and saves nothing', () => {
    const r = prepaymentSchedule(plain);
    expect(r.regularPayment).toBe(3199.03);
    expect(r.numberOfPayments).toBe(300);
    expect(r.totalInterest).toBe(459_711.23);
    expect(r.plain.totalInterest).toBe(459_711.23);
    expect(r.interestSaved).toBe(0);
    expect(r.monthsSaved).toBe(0);
    expect(r.excesses).toEqual([]);
  });

  it('a yearly lump sum rides on each anniversary payment', () => {
    const r = prepaymentSchedule({ ...plain, annualLumpSum: 10_000 });
    // Payment 12 leaves 491,001.58 (as the plain schedule); the 10,000 lump sum leaves 481,001.58.
    expect(r.rows[11]).toEqual({ number: 12, year: 1, payment: 3199.03, principal: 770.35, interest: 2428.68, prepayment: 10_000, balance: 481_001.58 });
    expect(r.numberOfPayments).toBe(195);
    expect(r.totalInterest).toBe(282_930.2);
    // 459,711.23 − 282,930.20 = 176,781.03; 300 − 195 = 105 months (8 years 9 months).
    expect(r.interestSaved).toBe(176_781.03);
    expect(r.monthsSaved).toBe(105);
    expect(r.totalPrepaid).toBe(160_000);
    expect(r.excesses).toEqual([]);
  });

  it('an increased payment past 15 % of the regular payment is flagged', () => {
    const r = prepaymentSchedule({ ...plain, extraPayment: 500 });
    expect(r.paymentWithIncrease).toBe(3699.03);
    expect(r.numberOfPayments).toBe(224);
    expect(r.interestSaved).toBe(132_810.99);
    // 15 % of 3,199.03 = 479.8545 → 479.85 allowed; 500 planned.
    expect(r.excesses).toEqual([{ kind: 'payment-increase', year: 1, planned: 500, allowed: 479.85 }]);
  });

  it('accelerated bi-weekly saves against the plain monthly schedule without using a privilege', () => {
    const r = prepaymentSchedule({ ...plain, frequency: 'accelerated-bi-weekly' });
    // 3,199.03 ÷ 2 = 1,599.515 → 1,599.52; 547 payments × 12 ÷ 26 = 252.46 → 252 months.
    expect(r.regularPayment).toBe(1599.52);
    expect(r.numberOfPayments).toBe(547);
    expect(r.payoffMonths).toBe(252);
    expect(r.totalInterest).toBe(374_627.78);
    expect(r.interestSaved).toBe(85_083.45);
    expect(r.monthsSaved).toBe(48);
    expect(r.excesses).toEqual([]);
  });

  it('a one-off lump sum over 15 % of the original principal is flagged in its year', () => {
    const r = prepaymentSchedule({ ...plain, oneOffLumpSum: 80_000, oneOffYear: 3 });
    // 15 % of 500,000 = 75,000 allowed a year.
    expect(r.excesses).toEqual([{ kind: 'lump-sum', year: 3, planned: 80_000, allowed: 75_000 }]);
    expect(r.rows[35]?.prepayment).toBe(80_000);
  });

  it('ends at exactly 0 with the columns adding up to the loan, even when a lump sum exceeds the balance', () => {
    const r = prepaymentSchedule({ ...plain, annualLumpSum: 400_000, lumpSumPrivilegePercent: 100 });
    expect(r.rows.at(-1)?.balance).toBe(0);
    const principal = r.rows.reduce((sum, row) => sum + toCents(row.principal) + toCents(row.prepayment), 0);
    expect(principal).toBe(50_000_000);
    expect(r.totalPrepaid).toBeLessThan(500_000);
    expect(r.excesses).toEqual([]);
  });

  it('a zero loan has no rows and nothing negative', () => {
    const r = prepaymentSchedule({ ...plain, principal: 0 });
    expect(r.rows).toEqual([]);
    expect(r.interestSaved).toBe(0);
    expect(r.monthsSaved).toBe(0);
  });

  it('the schema refuses negative and fractional-cent amounts', () => {
    expect(prepaymentInput.safeParse({ ...plain, annualLumpSum: -1 }).success).toBe(false);
    expect(prepaymentInput.safeParse({ ...plain, extraPayment: 1.001 }).success).toBe(false);
    expect(prepaymentInput.safeParse(plain).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { compareScenario as compare, comparisonRules, comparisonScenario, type ComparisonBuyer, type ComparisonScenario } from './comparison.ts';

// Working in docs/calculators/prepayments.md, section "Side by side". The rules in force since
// 15 December 2024 apply on any day after it; the buyer is not a first-time buyer nor buying a
// new build unless a test says so (the page's default).
const inForce = '2026-06-01';
const buyer: ComparisonBuyer = { firstTimeOrNewBuild: false, on: inForce };
const compareScenario = (scenario: ComparisonScenario, who: ComparisonBuyer = buyer) => compare(scenario, who);

describe('compareScenario', () => {
  it('an insured scenario: the issue premium vector, then the term figures', () => {
    const r = compareScenario({ price: 500_000, downPayment: 50_000, ratePercent: 5, termYears: 5, amortizationYears: 25, frequency: 'monthly' });
    // 10 % down → 3.10 % of 450,000 = 13,950.00 added to the loan.
    expect(r.premium).toBe(13_950);
    expect(r.mortgage).toBe(463_950);
    expect(r.payment).toBe(2698.36);
    expect(r.interestOverTerm).toBe(108_581.94);
    // 463,950 − 53,319.66 paid off in 60 payments.
    expect(r.principalOverTerm).toBe(53_319.66);
    expect(r.balanceAtTermEnd).toBe(410_630.34);
    // 50,000 down + 300 payments (463,950 + 345,555.96 interest).
    expect(r.totalInterest).toBe(345_555.96);
    expect(r.totalCost).toBe(859_505.96);
  });

  it('20 % down pays no premium', () => {
    const r = compareScenario({ price: 600_000, downPayment: 120_000, ratePercent: 5, termYears: 5, amortizationYears: 25, frequency: 'monthly' });
    expect(r.premium).toBe(0);
    expect(r.mortgage).toBe(480_000);
    expect(r.payment).toBe(2791.7);
    expect(r.balanceAtTermEnd).toBe(424_836.28);
    expect(r.totalCost).toBe(957_512.28);
  });

  it('a term longer than the amortization leaves no balance', () => {
    const r = compareScenario({ price: 100_000, downPayment: 20_000, ratePercent: 4, termYears: 10, amortizationYears: 5, frequency: 'monthly' });
    expect(r.balanceAtTermEnd).toBe(0);
    expect(r.principalOverTerm).toBe(80_000);
  });

  it('a down payment above the price is no loan, not a negative one', () => {
    const r = compareScenario({ price: 100_000, downPayment: 150_000, ratePercent: 4, termYears: 5, amortizationYears: 25, frequency: 'weekly' });
    expect(r.mortgage).toBe(0);
    expect(r.payment).toBe(0);
    expect(r.totalCost).toBe(100_000);
    expect(comparisonScenario.safeParse({ price: 100_000, downPayment: 150_000, ratePercent: 4, termYears: 5, amortizationYears: 25, frequency: 'weekly' }).success).toBe(false);
  });

  it('flags a down payment below the minimum', () => {
    const r = compareScenario({ price: 700_000, downPayment: 35_000, ratePercent: 4, termYears: 5, amortizationYears: 25, frequency: 'monthly' });
    // 5 % of 500,000 + 10 % of 200,000 = 45,000.
    expect(r.minimumDownPayment).toBe(45_000);
    expect(r.belowMinimumDownPayment).toBe(true);
  });

  it('$1.2M with 10 % down is insurable under the $1.5M cap: 3.10 % of 1,080,000 = 33,480.00', () => {
    const scenario = { price: 1_200_000, downPayment: 120_000, ratePercent: 4.19, termYears: 5, amortizationYears: 25, frequency: 'monthly' } as const;
    const r = compareScenario(scenario);
    // 5 % of 500,000 + 10 % of 700,000 = 95,000 minimum; 120,000 is 10 %, the 10 % band.
    expect(r.minimumDownPayment).toBe(95_000);
    expect(r.belowMinimumDownPayment).toBe(false);
    expect(r.notInsurable).toEqual([]);
    expect(r.premiumPercent).toBe(3.1);
    expect(r.premium).toBe(33_480);
    expect(r.mortgage).toBe(1_113_480);
    expect(r.payment).toBe(5972.38);
    expect(r.interestOverTerm).toBe(217_373.61);
    expect(r.principalOverTerm).toBe(140_969.19);
    expect(r.balanceAtTermEnd).toBe(972_510.81);
    expect(r.totalInterest).toBe(678_234.49);
    // 120,000 down + 1,113,480 + 678,234.49.
    expect(r.totalCost).toBe(1_911_714.49);
    // Before 15 December 2024 (the $1M cap) the same scenario could not be insured: 20 % down needed.
    const before = compareScenario(scenario, { ...buyer, on: '2024-06-01' });
    expect(before.notInsurable).toEqual(['price-at-or-over-cap', 'below-minimum-down-payment']);
    expect(before.minimumDownPayment).toBe(240_000);
    expect(before.premium).toBe(0);
  });

  it('30 years insured: a first-time buyer or a new build, with the 0.20 % surcharge (3.30 % of 540,000 = 17,820.00)', () => {
    const scenario = { price: 600_000, downPayment: 60_000, ratePercent: 4.19, termYears: 5, amortizationYears: 30, frequency: 'accelerated-bi-weekly' } as const;
    const r = compareScenario(scenario, { firstTimeOrNewBuild: true, on: inForce });
    expect(r.notInsurable).toEqual([]);
    expect(r.surchargePercent).toBe(0.2);
    expect(r.premiumPercent).toBe(3.3);
    expect(r.premium).toBe(17_820);
    expect(r.mortgage).toBe(557_820);
    // Half the monthly payment (2,712.84), 26 times a year.
    expect(r.payment).toBe(1356.42);
    expect(r.interestOverTerm).toBe(109_063.53);
    expect(r.principalOverTerm).toBe(67_271.07);
    expect(r.balanceAtTermEnd).toBe(490_548.93);
    expect(r.totalInterest).toBe(350_758.57);
    // 60,000 down + 670 payments: 557,820 + 350,758.57.
    expect(r.totalCost).toBe(968_578.57);

    // Anyone else: 25 years at most insured; flagged, and worked out without a premium.
    const other = compareScenario(scenario);
    expect(other.notInsurable).toEqual(['amortization-too-long']);
    expect(other.maxInsuredAmortizationYears).toBe(25);
    expect(other.premium).toBe(0);
    expect(other.mortgage).toBe(540_000);
  });

  it('the third default (10 % down over 25 years) is insured for any buyer: 3.10 % of 540,000 = 16,740.00, no surcharge', () => {
    const r = compareScenario(comparisonRules.defaults[2]);
    expect(r.notInsurable).toEqual([]);
    expect(r.surchargePercent).toBe(0);
    expect(r.premium).toBe(16_740);
    expect(r.mortgage).toBe(556_740);
    expect(r.payment).toBe(1493.1);
    expect(r.interestOverTerm).toBe(106_854.23);
    expect(r.balanceAtTermEnd).toBe(469_491.23);
    expect(r.totalCost).toBe(906_572.61);
    // Every default is insurable (or needs no insurance) for the default buyer.
    for (const d of comparisonRules.defaults) {
      expect(compareScenario(d, { firstTimeOrNewBuild: comparisonRules.defaultFirstTimeOrNewBuild, on: inForce }).notInsurable).toEqual([]);
    }
  });

  it('at the $1.5M cap: not insurable, 20 % down named, and every figure finite and not negative', () => {
    const r = compareScenario({ price: 1_500_000, downPayment: 150_000, ratePercent: 4.19, termYears: 5, amortizationYears: 30, frequency: 'weekly' });
    expect(r.notInsurable).toEqual(['price-at-or-over-cap', 'below-minimum-down-payment', 'amortization-too-long']);
    expect(r.insuredPriceCap).toBe(1_500_000);
    expect(r.minimumDownPayment).toBe(300_000);
    expect(r.premium).toBe(0);
    for (const value of Object.values(r)) {
      if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0).toBe(true);
    }
    // A zero price: no loan, nothing to insure.
    const zero = compareScenario({ price: 0, downPayment: 0, ratePercent: 4, termYears: 5, amortizationYears: 30, frequency: 'monthly' });
    expect(zero).toMatchObject({ mortgage: 0, premium: 0, payment: 0, notInsurable: [], belowMinimumDownPayment: false });
  });
});

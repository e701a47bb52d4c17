import { describe, expect, it } from 'vitest';
import { insurancePremium } from './insurance.ts';
import { insuredMinimumDownPaymentCents, insuredMortgagePremium, premiumSalesTaxCents, type InsuredPremiumInput } from './insured-premium.ts';

const $ = (dollars: number) => Math.round(dollars * 100);
const premium = (input: Partial<InsuredPremiumInput>) =>
  insuredMortgagePremium({ priceCents: $(500_000), downPaymentCents: $(50_000), amortizationYears: 25, firstTimeBuyer: false, newBuild: false, on: '2026-06-01', ...input });

describe('insured mortgage premium under the rules in force', () => {
  it('issue 41 vector: $500,000, 10% down → $13,950.00; Ontario PST $1,116.00, Quebec 9%, Saskatchewan 6%', () => {
    // loan 450,000 × 3.10% = 13,950; 13,950 × 8% = 1,116
    const result = premium({});
    expect(result.premiumCents).toBe($(13_950));
    expect(premiumSalesTaxCents(result.premiumCents, 'ON', '2026-06-01')).toBe($(1_116));
    expect(premiumSalesTaxCents(result.premiumCents, 'QC', '2026-06-01')).toBe($(1_255.5));
    expect(premiumSalesTaxCents(result.premiumCents, 'SK', '2026-06-01')).toBe($(837));
    expect(premiumSalesTaxCents(result.premiumCents, 'AB', '2026-06-01')).toBe(0);
  });

  it('the spec calculators keep their figures (insurance.ts): the same band, the old cap', () => {
    expect(insurancePremium(500_000, 50_000).premium).toBe(13_950);
  });

  it('30 years for a first-time buyer since 15 December 2024, with the 0.20% surcharge', () => {
    const result = premium({ amortizationYears: 30, firstTimeBuyer: true });
    // 450,000 × 3.30% = 14,850
    expect(result.premiumPercent).toBe(3.3);
    expect(result.premiumCents).toBe($(14_850));
    expect(premium({ amortizationYears: 30 }).notInsurable).toEqual(['amortization-too-long']);
    expect(premium({ amortizationYears: 30, newBuild: true }).premiumCents).toBe($(14_850));
  });

  it('between 1 August and 15 December 2024 only first-time buyers of new builds had 30 years', () => {
    const on = '2024-10-01';
    expect(premium({ on, amortizationYears: 30, firstTimeBuyer: true }).notInsurable).toEqual(['amortization-too-long']);
    expect(premium({ on, amortizationYears: 30, firstTimeBuyer: true, newBuild: true }).premiumCents).toBe($(14_850));
  });

  it('the $1.5 million cap since 15 December 2024 ($1 million before), 10% down between $500,000 and the cap', () => {
    const price = $(1_200_000);
    // minimum: 500,000 × 5% + 700,000 × 10% = 95,000; with 10% down (120,000): 1,080,000 × 3.10% = 33,480
    const now = premium({ priceCents: price, downPaymentCents: $(120_000) });
    expect(now.minimumDownPaymentCents).toBe($(95_000));
    expect(now.premiumCents).toBe($(33_480));
    const before = premium({ priceCents: price, downPaymentCents: $(120_000), on: '2024-12-14' });
    expect(before.notInsurable).toContain('price-at-or-over-cap');
    expect(before.premiumCents).toBe(0);
    expect(premium({ priceCents: $(1_500_000), downPaymentCents: $(150_000) }).notInsurable).toContain('price-at-or-over-cap');
  });

  it('the minimum down payment alone, for a price on a day: the cap moves the 20% rule', () => {
    // 500,000 × 5% + 700,000 × 10% = 95,000 under the $1.5 million cap; 20% at or over a cap
    expect(insuredMinimumDownPaymentCents($(1_200_000), '2026-06-01')).toBe($(95_000));
    expect(insuredMinimumDownPaymentCents($(1_200_000), '2024-12-14')).toBe($(240_000));
    expect(insuredMinimumDownPaymentCents($(1_500_000), '2026-06-01')).toBe($(300_000));
    // The same figure the premium reports.
    expect(insuredMinimumDownPaymentCents($(500_000), '2026-06-01')).toBe(premium({}).minimumDownPaymentCents);
  });

  it('20% down or more needs no insurance; below the minimum is not insurable', () => {
    expect(premium({ downPaymentCents: $(100_000) })).toMatchObject({ insuranceRequired: false, premiumCents: 0 });
    expect(premium({ downPaymentCents: $(20_000) }).notInsurable).toEqual(['below-minimum-down-payment']);
    expect(premium({ downPaymentCents: $(25_000) }).premiumCents).toBe($(19_000));
  });
});

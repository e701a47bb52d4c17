import { describe, expect, it } from 'vitest';
import { cashToClose, closingCosts, closingCostDefaults } from './closing-costs.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('closing costs and cash to close', () => {
  it('Toronto first-time buyer, $500,000 with 10% down: itemised, PST on the premium paid in cash', () => {
    const result = closingCosts({
      province: 'ON',
      municipality: 'toronto',
      priceCents: $(500_000),
      downPaymentCents: $(50_000),
      amortizationYears: 25,
      firstTimeBuyer: true,
      newBuild: false,
      closingDate: '2026-06-01',
    });
    // LTT: 6,475 × 2 − 4,000 − 4,475 = 4,475; PST 1,116; defaults 1,500 + 300 + 400 + 350 + 500 = 3,050
    expect(result.items.map((i) => [i.id, i.amountCents])).toEqual([
      ['landTransferTax', $(4_475)],
      ['premiumSalesTax', $(1_116)],
      ['legalFees', closingCostDefaults.legalFeesCents],
      ['titleInsurance', closingCostDefaults.titleInsuranceCents],
      ['inspection', closingCostDefaults.inspectionCents],
      ['appraisal', closingCostDefaults.appraisalCents],
      ['adjustments', closingCostDefaults.adjustmentsCents],
    ]);
    expect(result.closingCostsCents).toBe($(4_475 + 1_116 + 3_050));
    expect(result.cashToCloseCents).toBe($(50_000 + 8_641));
    // The premium is financed; its tax is not.
    expect(result.mortgageCents).toBe($(450_000 + 13_950));
  });

  it('the insured rules may be read on another day than the closing day (an application dated before it)', () => {
    const input = {
      province: 'ON' as const,
      priceCents: $(500_000),
      downPaymentCents: $(50_000),
      amortizationYears: 30,
      firstTimeBuyer: true,
      newBuild: false,
      closingDate: '2025-01-15',
    };
    // On the closing day's rules (since 15 December 2024) a first-time buyer may take 30 years:
    // 450,000 × (3.10% + 0.20%) = 14,850, and Ontario's 8% on it, 1,188, is paid at closing.
    const onClosingDay = closingCosts(input);
    expect(onClosingDay.premium.premiumCents).toBe($(14_850));
    expect(onClosingDay.items.find((i) => i.id === 'premiumSalesTax')?.amountCents).toBe($(1_188));
    // On 1 December 2024's rules only a first-time buyer of a new build could: no premium, no tax on it.
    const onFileDay = closingCosts({ ...input, insuranceRulesOn: '2024-12-01' });
    expect(onFileDay.premium).toMatchObject({ notInsurable: ['amortization-too-long'], premiumCents: 0, rulesFrom: '2024-08-01' });
    expect(onFileDay.items.find((i) => i.id === 'premiumSalesTax')?.amountCents).toBe(0);
    // The land transfer tax is the closing day's either way.
    expect(onFileDay.landTransferTax.totalCents).toBe(onClosingDay.landTransferTax.totalCents);
  });

  it('edited items replace the defaults; a negative amount counts as 0', () => {
    const result = cashToClose($(100_000), [
      { id: 'legalFees', amountCents: $(2_000) },
      { id: 'inspection', amountCents: -5 },
    ]);
    expect(result).toMatchObject({ closingCostsCents: $(2_000), cashToCloseCents: $(102_000) });
  });

  it('the defaults sit inside the ranges the chat assistant quotes', () => {
    expect(closingCostDefaults.legalFeesCents).toBeGreaterThanOrEqual($(1_000));
    expect(closingCostDefaults.legalFeesCents).toBeLessThanOrEqual($(2_500));
    expect(closingCostDefaults.titleInsuranceCents).toBeGreaterThanOrEqual($(250));
    expect(closingCostDefaults.titleInsuranceCents).toBeLessThanOrEqual($(400));
    expect(closingCostDefaults.inspectionCents).toBeGreaterThanOrEqual($(300));
    expect(closingCostDefaults.inspectionCents).toBeLessThanOrEqual($(500));
  });
});

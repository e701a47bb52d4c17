import { describe, expect, it } from 'vitest';
import { insurancePremium, minimumDownPayment } from './insurance.ts';
import { mortgageRules } from './rules.ts';

describe('minimumDownPayment', () => {
  it.each([
    [0, 0],
    [300_000, 15_000],
    [500_000, 25_000],
    [750_000, 50_000],
    [999_999, 74_999.9],
    [1_000_000, 200_000],
    [1_500_000, 300_000],
  ])('price %d needs %d down', (price, expected) => {
    expect(minimumDownPayment(price)).toBe(expected);
  });
});

describe('insurancePremium at the band edges (price 500,000)', () => {
  it.each([
    // [down payment, premium percent, premium]
    [25_000, 4.0, 19_000], // exactly 5%: 4.0% of 475,000
    [49_999.99, 4.0, 18_000], // just under 10%: 4.0% of 450,000.01
    [50_000, 3.1, 13_950], // exactly 10%: 3.1% of 450,000
    [74_999.99, 3.1, 13_175], // just under 15%: 3.1% of 425,000.01
    [75_000, 2.8, 11_900], // exactly 15%: 2.8% of 425,000
    [99_999.99, 2.8, 11_200], // just under 20%: 2.8% of 400,000.01
    [100_000, 0, 0], // exactly 20%: no insurance
    [250_000, 0, 0],
  ])('down %d → %d%% = %d', (down, percent, premium) => {
    const result = insurancePremium(500_000, down);
    expect(result.premiumPercent).toBe(percent);
    expect(result.premium).toBe(premium);
    expect(result.belowMinimumDownPayment).toBe(false);
  });

  it('reports the down payment percent', () => {
    expect(insurancePremium(500_000, 50_000).downPaymentPercent).toBe(10);
    expect(insurancePremium(0, 0).downPaymentPercent).toBe(0);
  });
});

describe('below the minimum down payment', () => {
  it('charges the 5–10% band and raises the flag', () => {
    const result = insurancePremium(500_000, 20_000);
    expect(result).toMatchObject({ premiumPercent: 4.0, premium: 19_200, belowMinimumDownPayment: true });
  });

  it('uses the tiered minimum between 500k and 1M', () => {
    expect(insurancePremium(750_000, 50_000).belowMinimumDownPayment).toBe(false);
    expect(insurancePremium(750_000, 49_999.99).belowMinimumDownPayment).toBe(true);
  });

  it('needs 20% from 1M on, so any premium there is flagged at 4.0%', () => {
    const result = insurancePremium(1_200_000, 180_000);
    expect(result).toMatchObject({
      premiumPercent: 4.0,
      premium: 40_800,
      minimumDownPayment: 240_000,
      belowMinimumDownPayment: true,
    });
    expect(insurancePremium(1_000_000, 200_000)).toMatchObject({ premium: 0, belowMinimumDownPayment: false });
  });

  it('flags no down payment at all', () => {
    expect(insurancePremium(400_000, 0)).toMatchObject({ premiumPercent: 4.0, belowMinimumDownPayment: true });
  });
});

describe('rules are data', () => {
  it('takes other figures without code changes', () => {
    const rules = {
      ...mortgageRules,
      insurancePremiumBands: [
        { minDownPercent: 5, premiumPercent: 4.5 },
        { minDownPercent: 10, premiumPercent: 3.0 },
      ],
    };
    expect(insurancePremium(500_000, 75_000, rules)).toMatchObject({ premiumPercent: 3.0, premium: 12_750 });
  });
});

/**
 * The part of the rules that insurance and affordability take as an optional argument, so a test
 * or a future rule change can pass other figures without editing code.
 */
export interface UnderwritingRules {
  /** Bands by down payment as a percent of the price, lowest first; the premium is a percent of the loan. */
  insurancePremiumBands: readonly { minDownPercent: number; premiumPercent: number }[];
  /** At or above this down payment percent no premium is charged. */
  insuranceFreeDownPercent: number;
  minimumDownPayment: {
    /** Marginal percents: each applies to the part of the price up to `upTo`, above the previous tier. */
    tiers: readonly { upTo: number; percent: number }[];
    /** From this price on, the whole price needs `fullPricePercent` down instead of the tiers. */
    fullPriceThreshold: number;
    fullPricePercent: number;
  };
  grossDebtServicePercent: number;
  totalDebtServicePercent: number;
  /** Compounding periods a year for quotes and affordability (Interest Act: semi-annual). */
  defaultCompoundingPerYear: number;
}

/**
 * Every federal and product constant the calculators use (public-site §9), in one object, so a
 * change of the rules is a change of data here and nowhere else. Percents are stored as the
 * percent people read (3.1 means 3.1%), never as fractions.
 */
export const mortgageRules = {
  insurancePremiumBands: [
    { minDownPercent: 5, premiumPercent: 4.0 },
    { minDownPercent: 10, premiumPercent: 3.1 },
    { minDownPercent: 15, premiumPercent: 2.8 },
  ],
  insuranceFreeDownPercent: 20,
  minimumDownPayment: {
    tiers: [
      { upTo: 500_000, percent: 5 },
      { upTo: 1_000_000, percent: 10 },
    ],
    fullPriceThreshold: 1_000_000,
    fullPricePercent: 20,
  },
  grossDebtServicePercent: 32,
  totalDebtServicePercent: 40,

  /** Order is the order the selects show. Accelerated plans pay the monthly payment ÷ divisor (ARCHITECTURE §8). */
  paymentFrequencies: [
    { id: 'monthly', paymentsPerYear: 12 },
    { id: 'semi-monthly', paymentsPerYear: 24 },
    { id: 'bi-weekly', paymentsPerYear: 26 },
    { id: 'accelerated-bi-weekly', paymentsPerYear: 26, monthlyDivisor: 2 },
    { id: 'weekly', paymentsPerYear: 52 },
    { id: 'accelerated-weekly', paymentsPerYear: 52, monthlyDivisor: 4 },
  ],
  compoundingOptions: [
    { id: 'semi-annual', periodsPerYear: 2 },
    { id: 'monthly', periodsPerYear: 12 },
    { id: 'quarterly', periodsPerYear: 4 },
    { id: 'annual', periodsPerYear: 1 },
  ],
  defaultCompoundingPerYear: 2,

  maxAmortizationYears: 30,
  maxRatePercent: 30,
  maxPrice: 100_000_000,

  quote: {
    defaults: { location: 'Ontario', amortization: 25, mortgageRate: 3.94, paymentFrequency: 'monthly' },
    locations: ['Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Manitoba', 'Saskatchewan'],
    amortizationOptions: [15, 20, 25, 30],
  },
  paymentCalculator: {
    defaults: { amount: 500_000, amortization: 25, paymentFrequency: 'monthly', compoundingPerYear: 2 },
    minAmortization: 1,
    maxAmortization: 30,
  },
  affordability: {
    defaults: { annualIncome: 100_000, downPayment: 20_000, amortization: 25, rate: 4.84 },
    amortizationOptions: [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30],
  },
} as const;

export type PaymentFrequency = (typeof mortgageRules.paymentFrequencies)[number]['id'];
export const paymentFrequencyIds = mortgageRules.paymentFrequencies.map((f) => f.id) as [
  PaymentFrequency,
  ...PaymentFrequency[],
];

export type CompoundingPerYear = (typeof mortgageRules.compoundingOptions)[number]['periodsPerYear'];
export const compoundingPerYearValues = mortgageRules.compoundingOptions.map((c) => c.periodsPerYear) as [
  CompoundingPerYear,
  ...CompoundingPerYear[],
];

export type QuoteLocation = (typeof mortgageRules.quote.locations)[number];
export const quoteLocations: readonly [QuoteLocation, ...QuoteLocation[]] = mortgageRules.quote.locations;

export interface FrequencyRule {
  id: PaymentFrequency;
  paymentsPerYear: number;
  /** Present only on accelerated plans. */
  monthlyDivisor?: number;
}

export function frequencyRule(id: PaymentFrequency): FrequencyRule {
  const rule = mortgageRules.paymentFrequencies.find((f) => f.id === id);
  // The id type makes this unreachable; the throw keeps a bad cast from computing silently.
  if (!rule) throw new Error(`Unknown payment frequency: ${String(id)}`);
  return rule;
}

import { describe, expect, it } from 'vitest';
import { landTransferTax, type LandTransferTaxInput } from './land-transfer-tax.ts';

// The working of each vector is in docs/calculators/land-transfer-tax.md.
const $ = (dollars: number) => Math.round(dollars * 100);
const tax = (input: Partial<LandTransferTaxInput> & { priceCents: number }) =>
  landTransferTax({ province: 'ON', on: '2026-06-01', ...input });
const line = (result: ReturnType<typeof landTransferTax>, id: string) => result.lines.find((l) => l.id === id)?.amountCents;

describe('Ontario and Toronto (issue 41 vectors)', () => {
  it('Ontario: $500,000 → $6,475.00; $800,000 → $12,475.00', () => {
    // 55,000 × 0.5% + 195,000 × 1% + 150,000 × 1.5% + 100,000 × 2% = 275 + 1,950 + 2,250 + 2,000
    expect(tax({ priceCents: $(500_000) }).totalCents).toBe($(6_475));
    expect(tax({ priceCents: $(800_000) }).totalCents).toBe($(12_475));
  });

  it('lists the brackets the price went through, adding up to the amount', () => {
    const result = tax({ priceCents: $(800_000) });
    expect(result.lines[0]!.brackets.map((b) => [b.ratePercent, b.amountCents])).toEqual([
      [0.5, $(275)],
      [1, $(1_950)],
      [1.5, $(2_250)],
      [2, $(8_000)],
    ]);
  });

  it('Toronto at $800,000: municipal $12,475.00; a first-time buyer pays $16,475.00 after both refunds', () => {
    const plain = tax({ priceCents: $(800_000), municipality: 'toronto' });
    expect(line(plain, 'on-toronto')).toBe($(12_475));
    expect(plain.totalCents).toBe($(24_950));
    const firstTime = tax({ priceCents: $(800_000), municipality: 'toronto', firstTimeBuyer: true });
    expect(firstTime.reliefs.map((r) => [r.id, r.amountCents])).toEqual([
      ['on-first-time', $(4_000)],
      ['toronto-first-time', $(4_475)],
    ]);
    expect(firstTime.totalCents).toBe($(16_475));
  });

  it('Toronto at $3,500,000: $83,475.00 closing from 1 April 2026, $78,975.00 in 2025; Ontario $73,975.00', () => {
    // Ontario: 36,475 to $2M + 1,500,000 × 2.5% = 73,975.
    // Toronto: 36,475 + 1,000,000 × 2.5% + 500,000 × 4.40% (3.50% in 2025) = 83,475 (78,975).
    const after = tax({ priceCents: $(3_500_000), municipality: 'toronto', on: '2026-04-01' });
    expect(line(after, 'on-provincial')).toBe($(73_975));
    expect(line(after, 'on-toronto')).toBe($(83_475));
    expect(after.totalCents).toBe($(157_450));
    const in2025 = tax({ priceCents: $(3_500_000), municipality: 'toronto', on: '2025-07-15' });
    expect(line(in2025, 'on-toronto')).toBe($(78_975));
    expect(tax({ priceCents: $(3_500_000), municipality: 'toronto', on: '2026-03-31' }).lines[1]!.amountCents).toBe($(78_975));
  });

  it('a first-time buyer below $368,333 pays no Ontario tax; the refund never exceeds the tax', () => {
    const result = tax({ priceCents: $(300_000), firstTimeBuyer: true });
    expect(result.totalCents).toBe(0);
    expect(result.reliefs[0]!.amountCents).toBe(line(result, 'on-provincial'));
  });

  it('the 25% non-resident speculation tax is added when the buyer says so, and no refund touches it', () => {
    const result = tax({ priceCents: $(800_000), foreignBuyer: true, firstTimeBuyer: true });
    expect(line(result, 'on-nrst')).toBe($(200_000));
    expect(result.totalCents).toBe($(12_475 - 4_000 + 200_000));
  });
});

describe('British Columbia (issue 41 vectors)', () => {
  const bc = (priceCents: number, extra: Partial<LandTransferTaxInput> = {}) => landTransferTax({ province: 'BC', priceCents, on: '2026-06-01', ...extra });

  it('$700,000 → $12,000.00, $4,000.00 for a first-time buyer', () => {
    // 200,000 × 1% + 500,000 × 2% = 12,000; the exemption is the tax on the first $500,000: 2,000 + 6,000 = 8,000.
    expect(bc($(700_000)).totalCents).toBe($(12_000));
    expect(bc($(700_000), { firstTimeBuyer: true }).totalCents).toBe($(4_000));
  });

  it('$3,500,000 → $93,000.00 (the 2% further tax over $3 million)', () => {
    // 2,000 + 36,000 + 1,000,000 × 3% + 500,000 × (3% + 2%) = 93,000
    expect(bc($(3_500_000)).totalCents).toBe($(93_000));
  });

  it('first-time buyer exemption: full to $500,000, phased out between $835,000 and $860,000', () => {
    expect(bc($(500_000), { firstTimeBuyer: true }).totalCents).toBe(0);
    expect(bc($(835_000), { firstTimeBuyer: true }).reliefCents).toBe($(8_000));
    // Halfway through the phase-out, half of $8,000 comes off.
    expect(bc($(847_500), { firstTimeBuyer: true }).reliefCents).toBe($(4_000));
    expect(bc($(860_000), { firstTimeBuyer: true }).reliefCents).toBe(0);
  });

  it('newly built: no tax to $1,100,000; the 20% foreign buyer tax when the buyer says so', () => {
    expect(bc($(1_000_000), { newlyBuilt: true }).totalCents).toBe(0);
    expect(bc($(1_200_000), { newlyBuilt: true }).reliefCents).toBe(0);
    expect(bc($(700_000), { foreignBuyer: true }).totalCents).toBe($(12_000 + 140_000));
  });
});

describe('the other provinces and territories', () => {
  const at = (province: LandTransferTaxInput['province'], priceCents: number, extra: Partial<LandTransferTaxInput> = {}) =>
    landTransferTax({ province, priceCents, on: '2025-06-01', ...extra });

  it('Quebec: Montreal has its own brackets above $552,300, and each year its thresholds', () => {
    // 2025: 61,500 × 0.5% + 246,300 × 1% + 192,200 × 1.5% = 307.50 + 2,463 + 2,883 = 5,653.50
    expect(at('QC', $(500_000)).totalCents).toBe(565_350);
    // 2024: 58,900 × 0.5% + 235,700 × 1% + 205,400 × 1.5% = 294.50 + 2,357 + 3,081 = 5,732.50
    expect(at('QC', $(500_000), { on: '2024-06-01' }).totalCents).toBe(573_250);
    // Montreal at $600,000 in 2025: 5,653.50 + 52,300 × 1.5% + 47,700 × 2% = 5,653.50 + 784.50 + 954 = 7,392
    expect(at('QC', $(600_000), { municipality: 'montreal' }).totalCents).toBe($(7_392));
  });

  it('Quebec after the last year written here: the latest schedule, flagged', () => {
    const result = at('QC', $(500_000), { on: '2026-06-01' });
    expect(result.usesLatestSchedule).toBe(true);
    expect(result.confirmed).toBe(false);
    expect(result.totalCents).toBe(565_350);
  });

  it('Manitoba, New Brunswick, Halifax, Prince Edward Island', () => {
    // MB: 0 + 300 + 600 + 750 + 300,000 × 2% = 7,650
    expect(at('MB', $(500_000)).totalCents).toBe($(7_650));
    expect(at('NB', $(500_000)).totalCents).toBe($(5_000));
    expect(at('NS', $(500_000), { municipality: 'halifax' }).totalCents).toBe($(7_500));
    expect(at('PE', $(500_000)).totalCents).toBe($(5_000));
    expect(at('PE', $(500_000), { firstTimeBuyer: true }).totalCents).toBe(0);
    expect(at('PE', $(30_000)).totalCents).toBe(0);
  });

  it('registration fees: Alberta, Saskatchewan, Newfoundland and Labrador', () => {
    // AB: 50 + 100 steps × 5 = 550 on the transfer; 50 + 80 × 5 = 450 on a $400,000 mortgage.
    expect(at('AB', $(500_000), { mortgageCents: $(400_000) }).totalCents).toBe($(1_000));
    expect(at('AB', $(500_001)).totalCents).toBe($(555));
    // SK: 0.4% of the whole value.
    expect(at('SK', $(500_000)).totalCents).toBe($(2_000));
    // NL: 100 + 499,500 × 0.4% = 2,098
    expect(at('NL', $(500_000)).totalCents).toBe($(2_098));
  });

  it('Alberta lists its steps as a line: base fee + steps add up to each fee', () => {
    const result = at('AB', $(500_000), { mortgageCents: $(400_000) });
    const transfer = result.lines.find((l) => l.id === 'ab-transfer')!;
    expect(transfer.baseCents).toBe($(50));
    expect(transfer.steps).toEqual({ count: 100, stepCents: $(5_000), perStepCents: $(5), amountCents: $(500) });
    expect(transfer.amountCents).toBe(transfer.baseCents + transfer.steps!.amountCents);
    const mortgage = result.lines.find((l) => l.id === 'ab-mortgage')!;
    expect(mortgage.steps).toEqual({ count: 80, stepCents: $(5_000), perStepCents: $(5), amountCents: $(400) });
    // A part of a step counts as one: $500,001 is 101 steps.
    expect(at('AB', $(500_001)).lines[0]!.steps?.count).toBe(101);
    // Every line of every province adds up from the rows the page lists.
    for (const province of ['ON', 'BC', 'QC', 'MB', 'NB', 'NS', 'PE', 'AB', 'SK', 'NL'] as const) {
      for (const l of at(province, $(500_000), { municipality: 'halifax', mortgageCents: $(400_000) }).lines) {
        const rows = l.baseCents + (l.steps?.amountCents ?? 0) + l.brackets.reduce((sum, b) => sum + b.amountCents, 0);
        expect(rows, `${province} ${l.id}`).toBe(l.amountCents);
      }
    }
    expect(at('AB', 0).lines.every((l) => l.steps === undefined)).toBe(true);
  });

  it('the territories and a Nova Scotia municipality other than Halifax say where to look instead of guessing', () => {
    for (const province of ['YT', 'NT', 'NU'] as const) {
      const result = at(province, $(500_000));
      expect(result.lines).toEqual([]);
      expect(result.unavailable?.url).toMatch(/^https:\/\//);
      expect(result.confirmed).toBe(false);
    }
    expect(at('NS', $(500_000), { municipality: 'other' }).unavailable).toBeDefined();
  });

  it('a zero price costs nothing anywhere', () => {
    for (const province of ['ON', 'BC', 'QC', 'MB', 'NB', 'NS', 'PE', 'AB', 'SK', 'NL'] as const) {
      expect(at(province, 0, { municipality: 'halifax' }).totalCents).toBe(0);
    }
  });
});

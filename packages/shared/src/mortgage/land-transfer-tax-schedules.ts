import type { ProvinceCode } from '../provinces.ts';

/**
 * Land transfer taxes and registration fees, one schedule per jurisdiction and period, as data
 * (docs/calculators/land-transfer-tax.md has the working of every vector). Amounts are integer
 * cents; rates are the percent people read (1.5 means 1.5%). A schedule applies from
 * `effectiveFrom` (inclusive) to `effectiveTo` (exclusive), both calendar days.
 *
 * `confirmed` says whether the figures were checked in this repository against something more
 * than memory: the vectors issue 41 states to the cent (Ontario, Toronto, British Columbia). The
 * other schedules were written from the official pages named in `source` without re-reading them
 * (the session that wrote them had no internet); the page shows them as unconfirmed.
 */

export interface Bracket {
  /** Cents; the bracket covers the part of the value above `from` … */
  from: number;
  /** … up to `to` (cents), or everything above when null. */
  to: number | null;
  ratePercent: number;
}

export interface ScheduleSource {
  url: string;
  title: string;
  /** What the figures were checked against: for maintainers, never shown on the page (the page shows Unconfirmed instead). */
  read: string;
}

/** How the amount follows from the value. */
export type ScheduleRule =
  /** Each rate applies to the part of the value inside its bracket; `baseCents` is added once. */
  | { kind: 'marginal'; brackets: readonly Bracket[]; baseCents?: number }
  /** A fee of `baseCents` plus `perStepCents` for every `stepCents` of value or part of it. */
  | { kind: 'steps'; baseCents: number; stepCents: number; perStepCents: number }
  /** The first tier whose `upTo` (cents, null = no limit) holds the value: a flat fee or a rate on the whole value. */
  | { kind: 'whole-value'; tiers: readonly { upTo: number | null; flatCents?: number; ratePercent?: number }[] };

export type ScheduleId =
  | 'on-provincial'
  | 'on-toronto'
  | 'bc-ptt'
  | 'qc-duties'
  | 'qc-montreal'
  | 'mb-ltt'
  | 'nb-rptt'
  | 'ns-halifax'
  | 'pe-rptt'
  | 'ab-transfer'
  | 'ab-mortgage'
  | 'sk-transfer'
  | 'nl-deed'
  | 'nl-mortgage';

export interface TaxSchedule {
  id: ScheduleId;
  effectiveFrom: string;
  effectiveTo?: string;
  rule: ScheduleRule;
  source: ScheduleSource;
  confirmed: boolean;
}

const $ = (dollars: number) => Math.round(dollars * 100);

/** Marginal brackets from a list of [upper limit in dollars (null = no limit), rate]. */
function brackets(...rows: readonly (readonly [number | null, number])[]): Bracket[] {
  let from = 0;
  return rows.map(([upTo, ratePercent]) => {
    const bracket = { from, to: upTo === null ? null : $(upTo), ratePercent };
    from = upTo === null ? from : $(upTo);
    return bracket;
  });
}

const ontarioSource: ScheduleSource = {
  url: 'https://www.ontario.ca/document/land-transfer-tax/calculating-land-transfer-tax',
  title: 'Ontario Ministry of Finance, Land transfer tax: calculating land transfer tax',
  read: 'checked against issue 41 vectors ($500,000 → $6,475.00; $800,000 → $12,475.00)',
};
const torontoSource: ScheduleSource = {
  url: 'https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/',
  title: 'City of Toronto, Municipal Land Transfer Tax (MLTT): rates',
  read: 'checked against issue 41 vectors ($800,000 → $12,475.00; $3,500,000 → $78,975.00 in 2025, $83,475.00 from 1 April 2026)',
};
const bcSource: ScheduleSource = {
  url: 'https://www2.gov.bc.ca/gov/content/taxes/property-taxes/property-transfer-tax/understand/how-the-tax-is-calculated',
  title: 'Government of British Columbia, Property transfer tax: how the tax is calculated',
  read: 'checked against issue 41 vectors ($700,000 → $12,000.00; $3,500,000 → $93,000.00)',
};
const recalled = 'written from this page without re-reading it (no internet in the session); unconfirmed';
const quebecSource: ScheduleSource = {
  url: 'https://www.quebec.ca/en/housing-and-territory/buying-selling-property/duties-transfer-immovables',
  title: 'Gouvernement du Québec, Duties on transfers of immovables (and each municipality\'s indexed thresholds)',
  read: recalled,
};
const montrealSource: ScheduleSource = {
  url: 'https://montreal.ca/en/topics/duties-transfer-immovables',
  title: 'Ville de Montréal, Duties on transfers of immovables (welcome tax)',
  read: recalled,
};

/** Ontario and Toronto share the brackets up to $2,000,000. */
const ontarioBase = [
  [55_000, 0.5],
  [250_000, 1.0],
  [400_000, 1.5],
  [2_000_000, 2.0],
] as const;

export const landTransferSchedules: readonly TaxSchedule[] = [
  {
    // 2.5% over $2 million applies to land with one or two single-family residences (the calculator's case).
    id: 'on-provincial',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'marginal', brackets: brackets(...ontarioBase, [null, 2.5]) },
    source: ontarioSource,
    confirmed: true,
  },
  {
    id: 'on-toronto',
    effectiveFrom: '2017-03-01',
    effectiveTo: '2024-01-01',
    rule: { kind: 'marginal', brackets: brackets(...ontarioBase, [null, 2.5]) },
    source: { ...torontoSource, read: recalled },
    confirmed: false,
  },
  {
    // Graduated "luxury" brackets over $3 million (City Council, in force 1 January 2024).
    id: 'on-toronto',
    effectiveFrom: '2024-01-01',
    effectiveTo: '2026-04-01',
    rule: {
      kind: 'marginal',
      brackets: brackets(...ontarioBase, [3_000_000, 2.5], [4_000_000, 3.5], [5_000_000, 4.5], [10_000_000, 5.5], [20_000_000, 6.5], [null, 7.5]),
    },
    source: torontoSource,
    confirmed: true,
  },
  {
    // The brackets over $3 million raised from 1 April 2026 (issue 41: 4.40, 5.45, 6.50, 7.55, 8.60).
    id: 'on-toronto',
    effectiveFrom: '2026-04-01',
    rule: {
      kind: 'marginal',
      brackets: brackets(...ontarioBase, [3_000_000, 2.5], [4_000_000, 4.4], [5_000_000, 5.45], [10_000_000, 6.5], [20_000_000, 7.55], [null, 8.6]),
    },
    source: torontoSource,
    confirmed: true,
  },
  {
    // 1% to $200,000, 2% to $2 million, 3% above, and the 2% further tax on a residence's value over $3 million.
    id: 'bc-ptt',
    effectiveFrom: '2018-02-21',
    rule: { kind: 'marginal', brackets: brackets([200_000, 1], [2_000_000, 2], [3_000_000, 3], [null, 5]) },
    source: bcSource,
    confirmed: true,
  },
  {
    id: 'qc-duties',
    effectiveFrom: '2024-01-01',
    effectiveTo: '2025-01-01',
    rule: { kind: 'marginal', brackets: brackets([58_900, 0.5], [294_600, 1.0], [null, 1.5]) },
    source: quebecSource,
    confirmed: false,
  },
  {
    id: 'qc-duties',
    effectiveFrom: '2025-01-01',
    effectiveTo: '2026-01-01',
    rule: { kind: 'marginal', brackets: brackets([61_500, 0.5], [307_800, 1.0], [null, 1.5]) },
    source: quebecSource,
    confirmed: false,
  },
  {
    id: 'qc-montreal',
    effectiveFrom: '2024-01-01',
    effectiveTo: '2025-01-01',
    rule: {
      kind: 'marginal',
      brackets: brackets([58_900, 0.5], [294_600, 1.0], [552_300, 1.5], [1_104_700, 2.0], [2_136_500, 2.5], [3_113_000, 3.5], [null, 4.0]),
    },
    source: montrealSource,
    confirmed: false,
  },
  {
    id: 'qc-montreal',
    effectiveFrom: '2025-01-01',
    effectiveTo: '2026-01-01',
    rule: {
      kind: 'marginal',
      brackets: brackets([61_500, 0.5], [307_800, 1.0], [552_300, 1.5], [1_104_700, 2.0], [2_136_500, 2.5], [3_113_000, 3.5], [null, 4.0]),
    },
    source: montrealSource,
    confirmed: false,
  },
  {
    id: 'mb-ltt',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'marginal', brackets: brackets([30_000, 0], [90_000, 0.5], [150_000, 1.0], [200_000, 1.5], [null, 2.0]) },
    source: { url: 'https://www.gov.mb.ca/finance/taxation/taxes/landtransfer.html', title: 'Manitoba Finance, Land transfer tax', read: recalled },
    confirmed: false,
  },
  {
    // 1% of the greater of the price and the assessed value; the calculator takes the price.
    id: 'nb-rptt',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'marginal', brackets: brackets([null, 1.0]) },
    source: {
      url: 'https://www2.gnb.ca/content/gnb/en/departments/finance/taxes/real_property_transfertax.html',
      title: 'New Brunswick Finance and Treasury Board, Real property transfer tax',
      read: recalled,
    },
    confirmed: false,
  },
  {
    id: 'ns-halifax',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'marginal', brackets: brackets([null, 1.5]) },
    source: {
      url: 'https://www.halifax.ca/home-property/property-taxes/deed-transfer-tax',
      title: 'Halifax Regional Municipality, Deed transfer tax',
      read: recalled,
    },
    confirmed: false,
  },
  {
    // 1% of the greater of the price and the assessed value; values of $30,000 or less pay nothing.
    id: 'pe-rptt',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'whole-value', tiers: [{ upTo: $(30_000), flatCents: 0 }, { upTo: null, ratePercent: 1.0 }] },
    source: {
      url: 'https://www.princeedwardisland.ca/en/information/finance/real-property-transfer-tax',
      title: 'Prince Edward Island Finance, Real property transfer tax',
      read: recalled,
    },
    confirmed: false,
  },
  {
    // Land Titles: $50 plus $5 for every $5,000 of value or part of it (transfer of land).
    id: 'ab-transfer',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'steps', baseCents: $(50), stepCents: $(5_000), perStepCents: $(5) },
    source: { url: 'https://www.alberta.ca/land-titles-fees', title: 'Government of Alberta, Land Titles fees', read: recalled },
    confirmed: false,
  },
  {
    id: 'ab-mortgage',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'steps', baseCents: $(50), stepCents: $(5_000), perStepCents: $(5) },
    source: { url: 'https://www.alberta.ca/land-titles-fees', title: 'Government of Alberta, Land Titles fees', read: recalled },
    confirmed: false,
  },
  {
    // ISC title transfer fee: nothing to $500, $25 to $6,300, then 0.4% of the whole value.
    id: 'sk-transfer',
    effectiveFrom: '2017-01-01',
    rule: {
      kind: 'whole-value',
      tiers: [{ upTo: $(500), flatCents: 0 }, { upTo: $(6_300), flatCents: $(25) }, { upTo: null, ratePercent: 0.4 }],
    },
    source: {
      url: 'https://www.isc.ca/LandTitles/FeesandForms/Pages/default.aspx',
      title: 'Information Services Corporation (Saskatchewan Land Titles), fees',
      read: recalled,
    },
    confirmed: false,
  },
  {
    // Registry of Deeds: $100 for the first $500, then 0.4% of the rest (deed and mortgage alike).
    id: 'nl-deed',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'marginal', baseCents: $(100), brackets: brackets([500, 0], [null, 0.4]) },
    source: {
      url: 'https://www.gov.nl.ca/dgsnl/registries/deeds/',
      title: 'Digital Government and Service NL, Registry of Deeds fees',
      read: recalled,
    },
    confirmed: false,
  },
  {
    id: 'nl-mortgage',
    effectiveFrom: '2017-01-01',
    rule: { kind: 'marginal', baseCents: $(100), brackets: brackets([500, 0], [null, 0.4]) },
    source: {
      url: 'https://www.gov.nl.ca/dgsnl/registries/deeds/',
      title: 'Digital Government and Service NL, Registry of Deeds fees',
      read: recalled,
    },
    confirmed: false,
  },
];

/** First-time buyer refunds and exemptions, by the jurisdiction whose tax they reduce. */
export const firstTimeBuyerRules = {
  /** Ontario: a refund of the tax up to $4,000 (since 1 January 2017). */
  ontarioRefundCapCents: $(4_000),
  /** Toronto: a rebate of the municipal tax up to $4,475. */
  torontoRefundCapCents: $(4_475),
  /** Prince Edward Island: first-time buyers pay no real property transfer tax. */
  peiFullExemption: true,
} as const;

/**
 * British Columbia's first-time home buyers' exemption, by the registration date. From 1 April
 * 2024 the tax on the first $500,000 is forgiven for values up to $835,000, and that exemption
 * shrinks in a straight line to nothing at $860,000; before, the whole tax to $500,000, phased
 * out to $525,000.
 */
export const bcFirstTimeBuyerRules = [
  { effectiveFrom: '2017-02-21', effectiveTo: '2024-04-01', fullToCents: $(500_000), partialToCents: $(500_000), phaseOutToCents: $(525_000), confirmed: false },
  { effectiveFrom: '2024-04-01', fullToCents: $(500_000), partialToCents: $(835_000), phaseOutToCents: $(860_000), confirmed: true },
] as const;

/**
 * British Columbia's newly built home exemption: the whole tax to $1,100,000 (from 1 April 2024;
 * $750,000 before), shrinking in a straight line to nothing at $1,150,000 ($800,000 before).
 */
export const bcNewlyBuiltRules = [
  { effectiveFrom: '2017-02-21', effectiveTo: '2024-04-01', fullToCents: $(750_000), phaseOutToCents: $(800_000), confirmed: false },
  { effectiveFrom: '2024-04-01', fullToCents: $(1_100_000), phaseOutToCents: $(1_150_000), confirmed: false },
] as const;

/** Taxes on buyers who are not citizens or permanent residents, a percent of the whole price. */
export const foreignBuyerTaxes = [
  {
    province: 'ON' as ProvinceCode,
    id: 'on-nrst',
    // Province-wide at 25% since 25 October 2022.
    effectiveFrom: '2022-10-25',
    ratePercent: 25,
    source: {
      url: 'https://www.ontario.ca/document/non-resident-speculation-tax',
      title: 'Ontario Ministry of Finance, Non-resident speculation tax',
      read: recalled,
    },
    confirmed: false,
  },
  {
    province: 'BC' as ProvinceCode,
    id: 'bc-fbat',
    // 20% since 21 February 2018, in the specified areas (Greater Vancouver, Fraser Valley, Capital, Central Okanagan, Nanaimo).
    effectiveFrom: '2018-02-21',
    ratePercent: 20,
    source: {
      url: 'https://www2.gov.bc.ca/gov/content/taxes/property-taxes/property-transfer-tax/additional-property-transfer-tax',
      title: 'Government of British Columbia, Additional property transfer tax for foreign entities',
      read: recalled,
    },
    confirmed: false,
  },
] as const;

/** Jurisdictions without a schedule here: the page says so and links to where to look. */
export const unconfirmedJurisdictions: Partial<Record<ProvinceCode, ScheduleSource>> = {
  YT: { url: 'https://yukon.ca/en/land-titles-fees', title: 'Government of Yukon, Land Titles Office fees', read: 'not written: no schedule confirmed' },
  NT: {
    url: 'https://www.justice.gov.nt.ca/en/land-titles-office/',
    title: 'Government of the Northwest Territories, Land Titles Office fees',
    read: 'not written: no schedule confirmed',
  },
  NU: { url: 'https://www.gov.nu.ca/justice/information/land-titles', title: 'Government of Nunavut, Land Titles Office fees', read: 'not written: no schedule confirmed' },
};

import type { ProvinceCode } from '../provinces.ts';
import { roundHalfAwayFromZero } from './money.ts';
import {
  bcFirstTimeBuyerRules,
  bcNewlyBuiltRules,
  firstTimeBuyerRules,
  foreignBuyerTaxes,
  landTransferSchedules,
  unconfirmedJurisdictions,
  type Bracket,
  type ScheduleId,
  type ScheduleRule,
  type ScheduleSource,
  type TaxSchedule,
} from './land-transfer-tax-schedules.ts';

/** Municipalities with their own tax (Toronto, Montreal) or whose tax is the only one (Halifax). */
export const municipalities = ['toronto', 'montreal', 'halifax', 'other'] as const;
export type Municipality = (typeof municipalities)[number];

/** The municipalities each province's form offers; the first is the default. */
export const provinceMunicipalities: Partial<Record<ProvinceCode, readonly Municipality[]>> = {
  ON: ['toronto', 'other'],
  QC: ['montreal', 'other'],
  NS: ['halifax', 'other'],
};

export interface LandTransferTaxInput {
  province: ProvinceCode;
  priceCents: number;
  /** Only Ontario, Quebec and Nova Scotia look at it; anything not offered reads as 'other'. */
  municipality?: Municipality;
  firstTimeBuyer?: boolean;
  newlyBuilt?: boolean;
  /** Not a citizen or permanent resident (Ontario's NRST, British Columbia's additional tax). */
  foreignBuyer?: boolean;
  /** The mortgage registered with the transfer, for Alberta's and Newfoundland and Labrador's fee on it. */
  mortgageCents?: number;
  /** The closing (registration) day, YYYY-MM-DD: the schedule in force that day applies. */
  on: string;
}

export interface BracketAmount {
  from: number;
  to: number | null;
  ratePercent: number;
  /** The tax on the part of the value inside the bracket, in cents. */
  amountCents: number;
}

/** A fee charged per step of value or part of one (Alberta's $5 per $5,000): the steps counted and what they cost. */
export interface StepsAmount {
  count: number;
  stepCents: number;
  perStepCents: number;
  /** count × perStepCents, in cents. */
  amountCents: number;
}

export type LineId = ScheduleId | (typeof foreignBuyerTaxes)[number]['id'];
export type ReliefId = 'on-first-time' | 'toronto-first-time' | 'bc-first-time' | 'bc-newly-built' | 'pe-first-time';

export interface TaxLine {
  id: LineId;
  amountCents: number;
  /** The brackets the value reached (marginal schedules and flat percents), for the page to list. */
  brackets: BracketAmount[];
  /** A fixed base fee included in `amountCents` (registration fees). */
  baseCents: number;
  /** The per-step part of a steps fee, included in `amountCents`: base + steps = amount. */
  steps?: StepsAmount;
  effectiveFrom: string;
  source: ScheduleSource;
  confirmed: boolean;
  /** Set when no schedule covers the date and the latest one before it was used. */
  latestBefore?: boolean;
}

export interface Relief {
  id: ReliefId;
  /** Positive: what comes off. */
  amountCents: number;
  confirmed: boolean;
}

export interface LandTransferTax {
  lines: TaxLine[];
  reliefs: Relief[];
  grossCents: number;
  reliefCents: number;
  /** What the buyer pays: gross less reliefs, never below zero. */
  totalCents: number;
  /** Every figure used was confirmed (see land-transfer-tax-schedules.ts). */
  confirmed: boolean;
  /** A schedule dated before the closing day was the latest known and was used (Quebec's yearly thresholds). */
  usesLatestSchedule: boolean;
  /** No schedule here at all (the territories, a Nova Scotia municipality other than Halifax): where to look. */
  unavailable?: ScheduleSource;
}

/** The schedule in force on `on`, or the latest that began before it (flagged), or none. */
export function scheduleInForce(id: ScheduleId, on: string): { schedule: TaxSchedule; latestBefore: boolean } | undefined {
  const candidates = landTransferSchedules.filter((s) => s.id === id && s.effectiveFrom <= on);
  const current = candidates.find((s) => s.effectiveTo === undefined || on < s.effectiveTo);
  if (current) return { schedule: current, latestBefore: false };
  const latest = candidates.toSorted((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
  return latest ? { schedule: latest, latestBefore: true } : undefined;
}

function marginal(valueCents: number, list: readonly Bracket[]): BracketAmount[] {
  const reached: BracketAmount[] = [];
  for (const b of list) {
    if (valueCents <= b.from) break;
    const top = b.to === null ? valueCents : Math.min(valueCents, b.to);
    reached.push({ ...b, amountCents: roundHalfAwayFromZero(((top - b.from) * b.ratePercent) / 100) });
  }
  return reached;
}

/** The amount a rule gives for a value, with the brackets it went through. */
export function applyRule(
  rule: ScheduleRule,
  valueCents: number,
): { amountCents: number; brackets: BracketAmount[]; baseCents: number; steps?: StepsAmount } {
  const value = Math.max(0, valueCents);
  switch (rule.kind) {
    case 'marginal': {
      const reached = marginal(value, rule.brackets);
      const baseCents = value > 0 ? (rule.baseCents ?? 0) : 0;
      return { amountCents: baseCents + reached.reduce((sum, b) => sum + b.amountCents, 0), brackets: reached, baseCents };
    }
    case 'steps': {
      if (value === 0) return { amountCents: 0, brackets: [], baseCents: 0 };
      const count = Math.ceil(value / rule.stepCents);
      // The steps are listed as a line of their own, so base + steps add up to the amount shown.
      const steps = { count, stepCents: rule.stepCents, perStepCents: rule.perStepCents, amountCents: count * rule.perStepCents };
      return { amountCents: rule.baseCents + steps.amountCents, brackets: [], baseCents: rule.baseCents, steps };
    }
    case 'whole-value': {
      const tier = rule.tiers.find((t) => t.upTo === null || value <= t.upTo) ?? rule.tiers[rule.tiers.length - 1];
      if (!tier || value === 0) return { amountCents: 0, brackets: [], baseCents: 0 };
      if (tier.ratePercent !== undefined) {
        const amountCents = roundHalfAwayFromZero((value * tier.ratePercent) / 100);
        return { amountCents, brackets: [{ from: 0, to: null, ratePercent: tier.ratePercent, amountCents }], baseCents: 0 };
      }
      return { amountCents: tier.flatCents ?? 0, brackets: [], baseCents: tier.flatCents ?? 0 };
    }
  }
}

function line(id: ScheduleId, valueCents: number, on: string): TaxLine | undefined {
  const found = scheduleInForce(id, on);
  if (!found) return undefined;
  const { schedule, latestBefore } = found;
  return {
    id,
    ...applyRule(schedule.rule, valueCents),
    effectiveFrom: schedule.effectiveFrom,
    source: schedule.source,
    confirmed: schedule.confirmed,
    ...(latestBefore ? { latestBefore } : {}),
  };
}

const inForce = <T extends { effectiveFrom: string; effectiveTo?: string }>(rules: readonly T[], on: string): T | undefined =>
  rules.find((r) => r.effectiveFrom <= on && (r.effectiveTo === undefined || on < r.effectiveTo));

/** The exemption that shrinks in a straight line from `full` at `fullTo` to nothing at `phaseOutTo`. */
function phasedOut(fullCents: number, valueCents: number, fullToCents: number, phaseOutToCents: number): number {
  if (valueCents <= fullToCents) return fullCents;
  if (valueCents >= phaseOutToCents) return 0;
  return roundHalfAwayFromZero((fullCents * (phaseOutToCents - valueCents)) / (phaseOutToCents - fullToCents));
}

function bcReliefs(input: LandTransferTaxInput, ptt: TaxLine, reliefs: Relief[]): void {
  const value = input.priceCents;
  if (input.newlyBuilt) {
    const rule = inForce(bcNewlyBuiltRules, input.on);
    if (rule) {
      const amountCents = phasedOut(ptt.amountCents, value, rule.fullToCents, rule.phaseOutToCents);
      if (amountCents > 0) reliefs.push({ id: 'bc-newly-built', amountCents, confirmed: rule.confirmed });
    }
  }
  // The two exemptions do not add up: a buyer claims one, so the first-time one counts only if larger.
  if (input.firstTimeBuyer) {
    const rule = inForce(bcFirstTimeBuyerRules, input.on);
    if (rule) {
      const bcPtt = scheduleInForce('bc-ptt', input.on);
      const onFirstPart = bcPtt ? applyRule(bcPtt.schedule.rule, Math.min(value, rule.fullToCents)).amountCents : 0;
      const full = value <= rule.fullToCents ? ptt.amountCents : onFirstPart;
      const amountCents = value <= rule.partialToCents ? full : phasedOut(onFirstPart, value, rule.partialToCents, rule.phaseOutToCents);
      const newlyBuilt = reliefs.find((r) => r.id === 'bc-newly-built');
      if (amountCents > (newlyBuilt?.amountCents ?? 0)) {
        if (newlyBuilt) reliefs.splice(reliefs.indexOf(newlyBuilt), 1);
        if (amountCents > 0) reliefs.push({ id: 'bc-first-time', amountCents, confirmed: rule.confirmed });
      }
    }
  }
}

/**
 * The land transfer tax (or the registration fees that stand for it) of a purchase, on the
 * closing day's schedules, itemised with the brackets each amount went through.
 */
export function landTransferTax(input: LandTransferTaxInput): LandTransferTax {
  const value = Math.max(0, Math.round(input.priceCents));
  const offered = provinceMunicipalities[input.province] ?? [];
  const municipality = input.municipality && offered.includes(input.municipality) ? input.municipality : 'other';
  const lines: TaxLine[] = [];
  const reliefs: Relief[] = [];
  let unavailable: ScheduleSource | undefined = unconfirmedJurisdictions[input.province];
  const add = (id: ScheduleId, valueCents = value) => {
    const l = line(id, valueCents, input.on);
    if (l) lines.push(l);
    return l;
  };

  switch (input.province) {
    case 'ON': {
      const provincial = add('on-provincial');
      const toronto = municipality === 'toronto' ? add('on-toronto') : undefined;
      if (input.firstTimeBuyer && provincial) {
        reliefs.push({ id: 'on-first-time', amountCents: Math.min(provincial.amountCents, firstTimeBuyerRules.ontarioRefundCapCents), confirmed: true });
      }
      if (input.firstTimeBuyer && toronto) {
        reliefs.push({ id: 'toronto-first-time', amountCents: Math.min(toronto.amountCents, firstTimeBuyerRules.torontoRefundCapCents), confirmed: true });
      }
      break;
    }
    case 'BC': {
      const ptt = add('bc-ptt');
      if (ptt) bcReliefs({ ...input, priceCents: value }, ptt, reliefs);
      break;
    }
    case 'QC':
      add(municipality === 'montreal' ? 'qc-montreal' : 'qc-duties');
      break;
    case 'MB':
      add('mb-ltt');
      break;
    case 'NB':
      add('nb-rptt');
      break;
    case 'NS':
      if (municipality === 'halifax') add('ns-halifax');
      else
        unavailable = {
          url: 'https://beta.novascotia.ca/programs-and-services/deed-transfer-tax',
          title: 'Government of Nova Scotia, Deed transfer tax rates by municipality',
          read: 'not written: only Halifax is here',
        };
      break;
    case 'PE': {
      const pe = add('pe-rptt');
      if (pe && input.firstTimeBuyer && firstTimeBuyerRules.peiFullExemption && pe.amountCents > 0) {
        reliefs.push({ id: 'pe-first-time', amountCents: pe.amountCents, confirmed: false });
      }
      break;
    }
    case 'AB':
      add('ab-transfer');
      if (input.mortgageCents && input.mortgageCents > 0) add('ab-mortgage', Math.round(input.mortgageCents));
      break;
    case 'SK':
      add('sk-transfer');
      break;
    case 'NL':
      add('nl-deed');
      if (input.mortgageCents && input.mortgageCents > 0) add('nl-mortgage', Math.round(input.mortgageCents));
      break;
    default:
      break;
  }

  if (input.foreignBuyer) {
    const rule = foreignBuyerTaxes.find((t) => t.province === input.province && t.effectiveFrom <= input.on);
    if (rule) {
      const amountCents = roundHalfAwayFromZero((value * rule.ratePercent) / 100);
      lines.push({
        id: rule.id,
        amountCents,
        brackets: [{ from: 0, to: null, ratePercent: rule.ratePercent, amountCents }],
        baseCents: 0,
        effectiveFrom: rule.effectiveFrom,
        source: rule.source,
        confirmed: rule.confirmed,
      });
    }
  }

  const grossCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const reliefCents = Math.min(grossCents, reliefs.reduce((sum, r) => sum + r.amountCents, 0));
  if (lines.length > 0) unavailable = undefined;
  return {
    lines,
    reliefs,
    grossCents,
    reliefCents,
    totalCents: grossCents - reliefCents,
    confirmed: !unavailable && lines.every((l) => l.confirmed && !l.latestBefore) && reliefs.every((r) => r.confirmed),
    usesLatestSchedule: lines.some((l) => l.latestBefore === true),
    ...(unavailable ? { unavailable } : {}),
  };
}

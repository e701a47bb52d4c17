import { mortgagePenaltyMessages } from '@maple/shared/messages/mortgage-penalty';
import { penaltyTermOptions } from '@maple/shared/mortgage/penalty-rules';
import {
  comparisonBases,
  penaltyDefaults,
  penaltyFields,
  rateTypes,
  type ComparisonBasis,
  type RateType,
} from '@maple/shared/mortgage/prepayment-penalty';
import { readChoice, readNumber, readOptionalNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = mortgagePenaltyMessages;

/** Query parameters of /mortgage-penalty-calculator, in link order. */
export const penaltyFieldNames = ['balance', 'rate', 'type', 'term', 'left', 'compare', 'basis', 'discount'] as const;
export type PenaltyField = (typeof penaltyFieldNames)[number];

export const penaltyRawDefaults: RawInputs<PenaltyField> = {
  balance: String(penaltyDefaults.balance),
  rate: String(penaltyDefaults.rate),
  type: penaltyDefaults.rateType,
  term: String(penaltyDefaults.termYears),
  left: String(penaltyDefaults.monthsLeft),
  compare: String(penaltyDefaults.comparisonRate),
  basis: penaltyDefaults.comparisonBasis,
  discount: '',
};

export interface PenaltyInputs {
  balance: number;
  rate: number;
  rateType: RateType;
  termYears: (typeof penaltyTermOptions)[number];
  monthsLeft: number;
  comparisonRate: number;
  comparisonBasis: ComparisonBasis;
  discount: number;
}

export function parsePenaltyInputs(raw: RawInputs<PenaltyField>): { inputs: PenaltyInputs; errors: FieldErrors<PenaltyField> } {
  const shape = penaltyFields.shape;
  const readings = {
    balance: readNumber(raw.balance, shape.balance, penaltyDefaults.balance, m.moneyInvalid),
    rate: readNumber(raw.rate, shape.rate, penaltyDefaults.rate, m.rateInvalid),
    type: readChoice<RateType>(raw.type, rateTypes, penaltyDefaults.rateType, m.choiceInvalid),
    term: readChoice(raw.term, penaltyTermOptions.map(String), String(penaltyDefaults.termYears), m.choiceInvalid),
    compare: readNumber(raw.compare, shape.comparisonRate, penaltyDefaults.comparisonRate, m.rateInvalid),
    basis: readChoice<ComparisonBasis>(raw.basis, comparisonBases, penaltyDefaults.comparisonBasis, m.choiceInvalid),
    discount: readOptionalNumber(raw.discount, shape.comparisonRate, 0, m.rateInvalid),
  };
  // readChoice only returns one of the options' spellings.
  const termYears = Number(readings.term.value) as (typeof penaltyTermOptions)[number];
  // The months left are checked against the term actually used, so they never exceed it.
  const left = readNumber(raw.left, shape.monthsLeft.max(termYears * 12), Math.min(penaltyDefaults.monthsLeft, termYears * 12), m.monthsInvalid);
  const errors: FieldErrors<PenaltyField> = {};
  for (const [key, reading] of Object.entries({ ...readings, left })) {
    if (reading.error) errors[key as PenaltyField] = reading.error;
  }
  return {
    inputs: {
      balance: readings.balance.value,
      rate: readings.rate.value,
      rateType: readings.type.value,
      termYears,
      monthsLeft: left.value,
      comparisonRate: readings.compare.value,
      comparisonBasis: readings.basis.value,
      discount: readings.discount.value,
    },
    errors,
  };
}

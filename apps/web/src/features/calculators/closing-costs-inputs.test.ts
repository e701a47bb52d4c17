import { describe, expect, it } from 'vitest';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { closingCostsDefaults, parseClosingCostsInputs } from './closing-costs-inputs';
import { landTransferTaxDefaults, parseLandTransferTaxInputs } from './land-transfer-tax-inputs';

const m = landTransferTaxMessages.validation;
const today = '2026-11-29';

describe('land transfer tax inputs from the URL (decision 005)', () => {
  it('defaults: Ontario, Toronto, $500,000, closing today, all answers no', () => {
    expect(parseLandTransferTaxInputs(landTransferTaxDefaults, today)).toEqual({
      inputs: { province: 'ON', municipality: 'toronto', price: 500_000, closingDate: today, firstTimeBuyer: false, newlyBuilt: false, foreignBuyer: false },
      errors: {},
    });
  });

  it('each bad value falls back to its default with a message', () => {
    const { inputs, errors } = parseLandTransferTaxInputs(
      { province: 'ZZ', city: 'paris', price: '-5', date: '2026-02-30', first: 'maybe', new: 'yes', foreign: 'NO' },
      today,
    );
    expect(inputs).toEqual({ province: 'ON', municipality: 'toronto', price: 500_000, closingDate: today, firstTimeBuyer: false, newlyBuilt: true, foreignBuyer: false });
    expect(errors).toEqual({ province: m.provinceInvalid, city: m.municipalityInvalid, price: m.moneyInvalid, date: m.dateInvalid, first: m.yesNoInvalid });
  });

  it('a municipality is read only where one is offered; a date outside 2024–2035 is refused', () => {
    const bc = parseLandTransferTaxInputs({ ...landTransferTaxDefaults, province: 'bc', city: 'toronto', date: '2023-12-31', price: 'Infinity' }, today);
    expect(bc.inputs).toMatchObject({ province: 'BC', municipality: 'other', closingDate: today, price: 500_000 });
    expect(bc.errors).toEqual({ date: m.dateInvalid, price: m.moneyInvalid });
    expect(parseLandTransferTaxInputs({ ...landTransferTaxDefaults, province: 'QC', city: 'other', price: '1,200,000' }, today).inputs).toMatchObject({
      municipality: 'other',
      price: 1_200_000,
    });
  });
});

describe('closing costs inputs from the URL', () => {
  it('a down payment above the price, a bad amortization and a bad cost fall back with messages', () => {
    const { inputs, errors } = parseClosingCostsInputs({ ...closingCostsDefaults, price: '40000', down: '60000', years: '27', legal: 'NaN', adjustments: '' }, today);
    expect(inputs).toMatchObject({ price: 40_000, downPayment: 40_000, amortization: 25, costs: { legalFees: 1_500, adjustments: 500 } });
    expect(errors).toEqual({ down: m.downPaymentAbovePrice, years: m.amortizationInvalid, legal: m.moneyInvalid, adjustments: m.moneyInvalid });
  });
});

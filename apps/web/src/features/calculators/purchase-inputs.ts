import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { provinceMunicipalities, type Municipality } from '@maple/shared/mortgage/land-transfer-tax';
import { provinceCodes, type ProvinceCode } from '@maple/shared/provinces';
import { calculatorMoney, closingDateRange } from '@maple/shared/schemas/closing-cost-calculators';
import { readChoice, readNumber, type FieldErrors, type FieldReading, type RawInputs } from './url-inputs';

const m = landTransferTaxMessages.validation;

/**
 * The purchase fields the land transfer tax and closing costs pages share, as query parameters:
 * province, municipality, price, closing date and the three yes/no questions.
 */
export const purchaseFields = ['province', 'city', 'price', 'date', 'first', 'new', 'foreign'] as const;
export type PurchaseField = (typeof purchaseFields)[number];

export const purchaseDefaults = (price: number): RawInputs<PurchaseField> => ({
  province: 'ON',
  // Empty: the province's first municipality (Toronto, Montreal, Halifax).
  city: '',
  price: String(price),
  // Empty: today, on the brokerage's calendar.
  date: '',
  first: 'no',
  new: 'no',
  foreign: 'no',
});

export interface PurchaseInputs {
  province: ProvinceCode;
  municipality: Municipality;
  price: number;
  closingDate: string;
  firstTimeBuyer: boolean;
  newlyBuilt: boolean;
  foreignBuyer: boolean;
}

const yesNo = ['yes', 'no'] as const;
const readYesNo = (raw: string): FieldReading<boolean> => {
  const reading = readChoice(raw, yesNo, 'no', m.yesNoInvalid);
  return { value: reading.value === 'yes', error: reading.error };
};

/** The municipalities the form offers for a province; none where the province's tax is the only one. */
export const municipalitiesOf = (province: ProvinceCode): readonly Municipality[] => provinceMunicipalities[province] ?? [];

function readDate(raw: string, today: string): FieldReading<string> {
  const text = raw.trim();
  if (text === '') return { value: today };
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
  return valid && text >= closingDateRange.min && text <= closingDateRange.max ? { value: text } : { value: today, error: m.dateInvalid };
}

/** Each field read as decision 005 asks: a bad one takes its default and says so. */
export function parsePurchaseInputs(raw: RawInputs<PurchaseField>, defaultPrice: number, today: string) {
  const province = readChoice(raw.province, provinceCodes, 'ON', m.provinceInvalid);
  const offered = municipalitiesOf(province.value);
  const cityText = raw.city.trim();
  const city: FieldReading<Municipality> =
    offered.length === 0 || cityText === '' ? { value: offered[0] ?? 'other' } : readChoice(cityText, offered, offered[0]!, m.municipalityInvalid);
  const readings = {
    province,
    city,
    price: readNumber(raw.price, calculatorMoney, defaultPrice, m.moneyInvalid),
    date: readDate(raw.date, today),
    first: readYesNo(raw.first),
    new: readYesNo(raw.new),
    foreign: readYesNo(raw.foreign),
  };
  const errors: FieldErrors<PurchaseField> = {};
  for (const [key, reading] of Object.entries(readings)) {
    if (reading.error) errors[key as PurchaseField] = reading.error;
  }
  const inputs: PurchaseInputs = {
    province: readings.province.value,
    municipality: readings.city.value,
    price: readings.price.value,
    closingDate: readings.date.value,
    firstTimeBuyer: readings.first.value,
    newlyBuilt: readings.new.value,
    foreignBuyer: readings.foreign.value,
  };
  return { inputs, errors };
}

import type { ReactNode } from 'react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { provinces } from '@maple/shared/provinces';
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { municipalitiesOf, type PurchaseField, type PurchaseInputs } from '../purchase-inputs';
import type { FieldErrors, RawInputs } from '../url-inputs';
import { MoneyInput } from './calculator-controls';
import { YesNo } from './yes-no-field';

const m = landTransferTaxMessages;
const c = calculatorsMessages.common;

interface Props {
  id: string;
  raw: RawInputs<PurchaseField>;
  inputs: PurchaseInputs;
  errors: FieldErrors<PurchaseField>;
  setField: (name: PurchaseField, value: string) => void;
  setFields: (changes: Partial<RawInputs<PurchaseField>>) => void;
  /** Fields the page puts between the price and the closing date (the closing costs page's down payment). */
  afterPrice?: ReactNode;
}

/** Province, municipality, price, closing date and the buyer's three yes/no answers. */
export function PurchaseFields({ id, raw, inputs, errors, setField, setFields, afterPrice }: Props) {
  const fieldId = (name: string) => `${id}-${name}`;
  const offered = municipalitiesOf(inputs.province);
  const usingDefault = (error: string | undefined, value: string) => (error ? `${error} ${c.usingDefault} ${value}.` : undefined);
  return (
    <>
      <FormField id={fieldId('province')} label={m.province} error={errors.province}>
        <NativeSelect
          id={fieldId('province')}
          value={inputs.province}
          // Another province's municipality would not be offered: back to the new province's first.
          onChange={(event) => setFields({ province: event.target.value, city: '' })}
          {...fieldAria(fieldId('province'), { error: !!errors.province })}
        >
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {offered.length > 0 ? (
        <FormField id={fieldId('city')} label={m.municipality} error={errors.city}>
          <NativeSelect
            id={fieldId('city')}
            value={inputs.municipality}
            onChange={(event) => setField('city', event.target.value)}
            {...fieldAria(fieldId('city'), { error: !!errors.city })}
          >
            {offered.map((city) => (
              <option key={city} value={city}>
                {m.municipalities[city]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField id={fieldId('price')} label={m.price} error={usingDefault(errors.price, formatMoney(inputs.price))}>
        <MoneyInput
          id={fieldId('price')}
          step={1}
          value={raw.price}
          onChange={(event) => setField('price', event.target.value)}
          {...fieldAria(fieldId('price'), { error: !!errors.price })}
        />
      </FormField>
      {afterPrice}
      <FormField id={fieldId('date')} label={m.closingDate} hint={m.closingDateHint} error={usingDefault(errors.date, formatDay(inputs.closingDate))}>
        <Input
          id={fieldId('date')}
          type="date"
          min="2024-01-01"
          max="2035-12-31"
          value={raw.date.trim() === '' || errors.date ? inputs.closingDate : raw.date}
          onChange={(event) => setField('date', event.target.value)}
          {...fieldAria(fieldId('date'), { hint: true, error: !!errors.date })}
        />
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <YesNo id={fieldId('first')} label={m.firstTimeBuyer} checked={inputs.firstTimeBuyer} error={errors.first} onChange={(v) => setField('first', v ? 'yes' : 'no')} />
        <YesNo id={fieldId('new')} label={m.newlyBuilt} hint={m.newlyBuiltHint} checked={inputs.newlyBuilt} error={errors.new} onChange={(v) => setField('new', v ? 'yes' : 'no')} />
        <YesNo
          id={fieldId('foreign')}
          label={m.foreignBuyer}
          hint={m.foreignBuyerHint}
          checked={inputs.foreignBuyer}
          error={errors.foreign}
          onChange={(v) => setField('foreign', v ? 'yes' : 'no')}
        />
      </fieldset>
    </>
  );
}

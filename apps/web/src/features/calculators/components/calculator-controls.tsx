import type { ComponentProps } from 'react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { mortgageRules, type PaymentFrequency } from '@maple/shared/mortgage/rules';
import { AffixInput, dollarsAffix } from '@/components/ui/affix-input';
import { formatYears } from '../calculator-format';

type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'max'>;

/** A dollar amount: '$' inside (after the number in French), up to the largest price the calculators take; the arrows step $1,000 unless `step` says otherwise. */
export function MoneyInput(props: NumberInputProps) {
  return <AffixInput {...dollarsAffix} type="number" inputMode="decimal" min={0} max={mortgageRules.maxPrice} step={1000} {...props} />;
}

/** An interest rate in percent: '%' inside, to the hundredth. */
export function RateInput(props: NumberInputProps) {
  return <AffixInput suffix="%" type="number" inputMode="decimal" min={0} max={mortgageRules.maxRatePercent} step={0.01} {...props} />;
}

/** The <option>s of an amortization chooser: '25 years'. */
export function YearOptions({ years }: { years: readonly number[] }) {
  return years.map((value) => (
    <option key={value} value={value}>
      {formatYears(value)}
    </option>
  ));
}

/** The <option>s of a payment-frequency chooser, by their catalogue names. */
export function FrequencyOptions({ frequencies }: { frequencies: readonly { id: PaymentFrequency }[] }) {
  return frequencies.map((f) => (
    <option key={f.id} value={f.id}>
      {calculatorsMessages.frequencies[f.id]}
    </option>
  ));
}

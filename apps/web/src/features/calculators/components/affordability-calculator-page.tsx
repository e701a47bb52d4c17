import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { Link } from '@/lib/localized-router';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { pagesMessages } from '@maple/shared/messages/pages';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { stressTestMessages } from '@maple/shared/messages/stress-test';
import { calculateAffordability } from '@maple/shared/mortgage/affordability';
import { calculateQualification } from '@maple/shared/mortgage/qualification';
import { ruleDay } from '@maple/shared/mortgage/rule-in-force';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { appClock } from '@/lib/clock';
import { formatRate } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { formatRatio, formatYears } from '../calculator-format';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { toSearchParams } from '../url-inputs';
import {
  affordabilityDefaults,
  affordabilityYearOptions,
  parseAffordabilityInputs,
  type AffordabilityField,
} from '../affordability-inputs';
import { MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { ResultItem } from './result-item';

const m = calculatorsMessages.affordability;
const c = calculatorsMessages.common;

export function AffordabilityCalculatorPage() {
  usePageTitle(pagesMessages.affordabilityCalculator);
  const id = useId();
  const [raw, setField] = useUrlInputs(affordabilityDefaults);
  const { inputs, errors } = useMemo(() => parseAffordabilityInputs(raw), [raw]);
  const result = useMemo(() => calculateAffordability(inputs), [inputs]);
  // The spec's figures above stay as they are; this line adds the stress test in force (decision 083).
  const day = ruleDay(appClock.now());
  const stressed = useMemo(() => calculateQualification(inputs, day), [inputs, day]);
  const stressTestLink = `/stress-test-calculator?${toSearchParams({
    income: raw.income,
    down: raw.down,
    years: raw.years,
    rate: raw.rate,
    tax: raw.tax,
    heating: raw.heating,
    debts: raw.debts,
  }).toString()}`;
  const fieldId = (name: AffordabilityField) => `${id}-${name}`;

  /** A money or rate field; an invalid one names the value the results use meanwhile. */
  function numberField(name: AffordabilityField, label: ReactNode, options: { kind: 'money' | 'rate'; value: number; hint?: string; optional?: boolean }) {
    const error = errors[name];
    const fallback = options.kind === 'money' ? formatMoney(options.value) : formatRate(options.value);
    const control = {
      id: fieldId(name),
      placeholder: options.optional ? '0' : undefined,
      value: raw[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
      ...fieldAria(fieldId(name), { hint: !!options.hint, error: !!error }),
    };
    return (
      <FormField
        id={fieldId(name)}
        label={label}
        optional={options.optional}
        hint={options.hint}
        error={error ? `${error} ${c.usingDefault} ${fallback}.` : undefined}
      >
        {options.kind === 'money' ? <MoneyInput step={1} {...control} /> : <RateInput {...control} />}
      </FormField>
    );
  }

  const limitPercent = result.limitedBy === 'gds' ? mortgageRules.grossDebtServicePercent : mortgageRules.totalDebtServicePercent;

  return (
    <CalculatorPage title={pagesMessages.affordabilityCalculator} intro={m.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-form-title`} className="self-start rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:hidden">
          <h2 id={`${id}-form-title`} className="text-lg font-semibold text-navy-900">
            {m.formTitle}
          </h2>
          <form className="mt-4 flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
            {numberField('income', m.income, { kind: 'money', value: inputs.annualIncome })}
            {numberField('down', m.downPayment, { kind: 'money', value: inputs.downPayment })}
            <FormField id={fieldId('years')} label={m.amortization} error={errors.years}>
              <NativeSelect
                id={fieldId('years')}
                value={String(inputs.amortization)}
                onChange={(event) => setField('years', event.target.value)}
                {...fieldAria(fieldId('years'), { error: !!errors.years })}
              >
                <YearOptions years={affordabilityYearOptions} />
              </NativeSelect>
            </FormField>
            {numberField('rate', m.rate, { kind: 'rate', value: inputs.rate })}
            {numberField('debts', m.monthlyDebts, { kind: 'money', value: inputs.monthlyDebts, hint: m.monthlyDebtsHint, optional: true })}
            {numberField('tax', m.propertyTax, { kind: 'money', value: inputs.monthlyPropertyTax, optional: true })}
            {numberField('heating', m.heating, { kind: 'money', value: inputs.monthlyHeating, optional: true })}
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs
            items={[
              { label: m.income, value: formatMoney(inputs.annualIncome) },
              { label: m.downPayment, value: formatMoney(inputs.downPayment) },
              { label: m.amortization, value: formatYears(inputs.amortization) },
              { label: m.rate, value: formatRate(inputs.rate) },
              { label: m.monthlyDebts, value: formatMoney(inputs.monthlyDebts) },
              { label: m.propertyTax, value: formatMoney(inputs.monthlyPropertyTax) },
              { label: m.heating, value: formatMoney(inputs.monthlyHeating) },
            ]}
          />
          <section aria-labelledby={`${id}-results-title`} className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
              {m.resultsTitle}
            </h2>
            <div aria-live="polite" className="mt-4 flex flex-col gap-4">
              <dl className="grid grid-cols-2 gap-3">
                <ResultItem
                  className="col-span-2 bg-navy-900 [&_dd]:text-white [&_dt]:text-navy-100 print:[&_dd]:text-foreground print:[&_dt]:text-foreground"
                  label={m.maxPrice}
                  value={<span className="text-3xl font-bold sm:text-4xl">{formatMoney(result.maxPrice)}</span>}
                />
                <ResultItem label={m.maxMortgage} value={formatMoney(result.maxMortgage)} />
                <ResultItem label={m.monthlyPayment} value={formatMoney(result.monthlyPayment)} />
                <ResultItem
                  label={m.gds}
                  value={formatRatio(result.gdsRatio)}
                  detail={`≤ ${formatRatio(mortgageRules.grossDebtServicePercent)}`}
                />
                <ResultItem
                  label={m.tds}
                  value={formatRatio(result.tdsRatio)}
                  detail={`≤ ${formatRatio(mortgageRules.totalDebtServicePercent)}`}
                />
              </dl>
              <p className="rounded-lg border-l-4 border-maple-700 bg-maple-50 px-4 py-3 text-sm text-navy-900 print:bg-transparent">
                {result.limitedBy === 'gds' ? m.limitGds : m.limitTds} <strong>{formatRatio(limitPercent)}</strong>
              </p>
              <p className="rounded-lg border-l-4 border-navy-700 bg-navy-50 px-4 py-3 text-sm text-navy-900 print:bg-transparent">
                {fillMessage(stressTestMessages.affordabilityLine, {
                  rate: formatRate(stressed.qualifyingRate.rate),
                  gds: formatRatio(stressed.inForce.limits.gdsPercent),
                  tds: formatRatio(stressed.inForce.limits.tdsPercent),
                })}{' '}
                <strong>{formatMoney(stressed.inForce.maxPrice)}</strong>{' '}
                <Link to={stressTestLink} className="font-medium text-primary underline print:hidden">
                  {stressTestMessages.affordabilityLink}
                </Link>
              </p>
            </div>
            <p className="mt-4 text-xs text-muted-foreground">{c.disclaimer}</p>
          </section>
        </div>
      </div>
    </CalculatorPage>
  );
}

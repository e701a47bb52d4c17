import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { stressTestMessages } from '@maple/shared/messages/stress-test';
import { calculateQualification, type QualificationLine } from '@maple/shared/mortgage/qualification';
import { ruleDay } from '@maple/shared/mortgage/rule-in-force';
import { appClock } from '@/lib/clock';
import { formatDay, formatRate } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { formatRatio, formatYears } from '../calculator-format';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { parseStressTestInputs, stressTestDefaults, stressTestYearOptions, type StressTestField } from '../stress-test-inputs';
import { MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { ResultItem } from './result-item';
import { RuleSources } from './rule-sources';
import { TalkToAgent } from './talk-to-agent';

const m = stressTestMessages;
const c = calculatorsMessages.common;

/** One pair of limits: the largest price, mortgage and payment, and which ratio binds. */
function LimitLine({ title, note, line, emphasis }: { title: string; note: string; line: QualificationLine; emphasis?: boolean }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-navy-900">
        {fillMessage(title, { gds: formatRatio(line.limits.gdsPercent), tds: formatRatio(line.limits.tdsPercent) })}
      </h3>
      <p className="text-sm text-muted-foreground">{note}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <ResultItem
          className={emphasis ? 'col-span-2 bg-navy-900 sm:col-span-1 [&_dd]:text-white [&_dt]:text-navy-100 print:[&_dd]:text-foreground print:[&_dt]:text-foreground' : undefined}
          label={m.maxPrice}
          value={formatMoney(line.maxPrice)}
        />
        <ResultItem label={m.maxMortgage} value={formatMoney(line.maxMortgage)} />
        <ResultItem label={m.maxPayment} value={formatMoney(line.maxMonthlyPayment)} />
      </dl>
      <p className="text-sm text-navy-900">{line.binding === 'gds' ? m.bindsGds : m.bindsTds}</p>
    </section>
  );
}

export function StressTestCalculatorPage() {
  usePageTitle(m.title);
  const id = useId();
  const [raw, setField] = useUrlInputs(stressTestDefaults);
  const { inputs, errors } = useMemo(() => parseStressTestInputs(raw), [raw]);
  const day = ruleDay(appClock.now());
  const result = useMemo(() => calculateQualification(inputs, day), [inputs, day]);
  const fieldId = (name: StressTestField) => `${id}-${name}`;
  const rate = result.qualifyingRate;
  const inForce = result.inForce;

  /** A money or rate field; an invalid one names the value the results use meanwhile. */
  function numberField(name: StressTestField, label: string, options: { kind: 'money' | 'rate'; value: number | undefined; hint?: string; optional?: boolean }) {
    const error = errors[name];
    const fallback = options.value === undefined ? '' : options.kind === 'money' ? formatMoney(options.value) : formatRate(options.value);
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
        error={error ? (fallback ? `${error} ${c.usingDefault} ${fallback}.` : error) : undefined}
      >
        {options.kind === 'money' ? <MoneyInput step={1} {...control} /> : <RateInput {...control} />}
      </FormField>
    );
  }

  const basis: ReactNode =
    rate.basis === 'straight-switch'
      ? m.basisSwitch
      : fillMessage(rate.basis === 'buffer' ? m.basisBuffer : m.basisFloor, {
          buffer: String(rate.rule.bufferPercent),
          floor: String(rate.rule.floorPercent),
          rate: formatRate(rate.rate),
          buffered: formatRate(inputs.rate + rate.rule.bufferPercent),
        });

  const summary = [
    { label: m.income, value: formatMoney(inputs.annualIncome) },
    { label: m.downPayment, value: formatMoney(inputs.downPayment) },
    { label: m.amortization, value: formatYears(inputs.amortization) },
    { label: m.rate, value: formatRate(inputs.rate) },
    { label: m.propertyTax, value: formatMoney(inputs.monthlyPropertyTax) },
    { label: m.heating, value: formatMoney(inputs.monthlyHeating) },
    { label: m.condoFees, value: formatMoney(inputs.monthlyCondoFees) },
    { label: m.debts, value: formatMoney(inputs.monthlyDebts) },
    ...(inputs.mortgageAmount === undefined ? [] : [{ label: m.mortgage, value: formatMoney(inputs.mortgageAmount) }]),
    ...(inputs.straightSwitch ? [{ label: m.straightSwitch, value: '✓' }] : []),
  ];
  const tested = result.tested;

  return (
    <CalculatorPage title={m.title} intro={m.intro}>
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
                <YearOptions years={stressTestYearOptions} />
              </NativeSelect>
            </FormField>
            {numberField('rate', m.rate, { kind: 'rate', value: inputs.rate })}
            {numberField('tax', m.propertyTax, { kind: 'money', value: inputs.monthlyPropertyTax, optional: true })}
            {numberField('heating', m.heating, { kind: 'money', value: inputs.monthlyHeating, optional: true })}
            {numberField('condo', m.condoFees, { kind: 'money', value: inputs.monthlyCondoFees, hint: m.condoFeesHint, optional: true })}
            {numberField('debts', m.debts, { kind: 'money', value: inputs.monthlyDebts, hint: m.debtsHint, optional: true })}
            {numberField('mortgage', m.mortgage, { kind: 'money', value: inputs.mortgageAmount, hint: m.mortgageHint, optional: true })}
            <div className="flex flex-col gap-1.5">
              <div className="flex items-start gap-2">
                <input
                  id={fieldId('switch')}
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-maple-700"
                  checked={inputs.straightSwitch}
                  onChange={(event) => setField('switch', event.target.checked ? '1' : '')}
                  {...fieldAria(fieldId('switch'), { hint: true, error: !!errors.switch })}
                />
                <label htmlFor={fieldId('switch')} className="text-sm font-medium leading-snug">
                  {m.straightSwitch}
                </label>
              </div>
              <p id={`${fieldId('switch')}-hint`} className="text-xs text-muted-foreground">
                {m.straightSwitchHint}
              </p>
              {errors.switch ? (
                <p id={`${fieldId('switch')}-error`} className="text-sm text-destructive">
                  {errors.switch}
                </p>
              ) : null}
            </div>
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs items={summary} />
          <section aria-labelledby={`${id}-results-title`} className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
              {m.resultsTitle}
            </h2>
            <div aria-live="polite" className="mt-4 flex flex-col gap-6">
              <dl className="grid gap-3">
                <ResultItem label={m.qualifyingRate} value={<span className="text-3xl font-bold">{formatRate(rate.rate)}</span>} detail={basis} />
              </dl>
              {tested ? (
                <section className="flex flex-col gap-2">
                  <h3 className="text-base font-semibold text-navy-900">{fillMessage(m.testedTitle, { amount: formatMoney(tested.mortgage) })}</h3>
                  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <ResultItem label={fillMessage(m.testedPayment, { rate: formatRate(rate.rate) })} value={formatMoney(tested.qualifyingPayment)} />
                    <ResultItem label={m.gds} value={formatRatio(tested.gds)} detail={`≤ ${formatRatio(inForce.limits.gdsPercent)}`} />
                    <ResultItem label={m.tds} value={formatRatio(tested.tds)} detail={`≤ ${formatRatio(inForce.limits.tdsPercent)}`} />
                  </dl>
                  <p className={tested.passes ? 'rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm font-medium text-navy-900 print:bg-transparent' : 'rounded-lg border-l-4 border-maple-700 bg-maple-50 px-4 py-3 text-sm font-medium text-navy-900 print:bg-transparent'}>
                    {tested.passes ? m.passes : m.fails} {tested.passesConservative ? m.passesConservative : m.failsConservative}
                  </p>
                </section>
              ) : null}
              <LimitLine title={m.limitsInForce} note={m.limitsInForceNote} line={inForce} emphasis />
              <p className="text-sm text-navy-900">
                {inForce.maxMortgage > 0
                  ? fillMessage(m.explanation, {
                      rate: formatRate(rate.rate),
                      payment: formatMoney(inForce.maxMonthlyPayment),
                      gds: formatRatio(inForce.limits.gdsPercent),
                      tds: formatRatio(inForce.limits.tdsPercent),
                      mortgage: formatMoney(inForce.maxMortgage),
                      years: formatYears(inputs.amortization),
                      down: formatMoney(inputs.downPayment),
                      price: formatMoney(inForce.maxPrice),
                    })
                  : m.noRoom}
              </p>
              <LimitLine title={m.limitsConservative} note={m.limitsConservativeNote} line={result.conservative} />
              <p className="text-sm text-muted-foreground">{m.insuranceNote}</p>
              <TalkToAgent
                label={m.talkToAgent}
                carried={{
                  title: m.dialogTitle,
                  description: m.dialogDescription,
                  summary: [...summary, { label: m.qualifyingRate, value: formatRate(rate.rate) }, { label: m.maxMortgage, value: formatMoney(inForce.maxMortgage) }],
                  toLead: (contact) => ({ kind: 'stress_test', ...inputs, ...contact }),
                }}
              />
              <RuleSources title={fillMessage(m.sourcesTitle, { day: formatDay(day) })} sources={[...rate.rule.sources, ...inForce.rule.sources]} />
            </div>
            <p className="mt-4 text-xs text-muted-foreground">{c.disclaimer}</p>
          </section>
        </div>
      </div>
    </CalculatorPage>
  );
}

import { useId, useMemo, type ChangeEvent } from 'react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { mortgagePenaltyMessages } from '@maple/shared/messages/mortgage-penalty';
import { penaltyTermOptions } from '@maple/shared/mortgage/penalty-rules';
import { comparisonBases, prepaymentPenalty, rateTypes } from '@maple/shared/mortgage/prepayment-penalty';
import { ruleDay } from '@maple/shared/mortgage/rule-in-force';
import { appClock } from '@/lib/clock';
import { formatDay, formatRate } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatYears } from '../calculator-format';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { parsePenaltyInputs, penaltyRawDefaults, type PenaltyField } from '../penalty-inputs';
import { MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { ResultItem } from './result-item';
import { RuleSources } from './rule-sources';
import { TalkToAgent } from './talk-to-agent';

const m = mortgagePenaltyMessages;
const c = calculatorsMessages.common;

export function MortgagePenaltyCalculatorPage() {
  usePageTitle(m.title);
  const id = useId();
  const [raw, setField] = useUrlInputs(penaltyRawDefaults);
  const { inputs, errors } = useMemo(() => parsePenaltyInputs(raw), [raw]);
  const day = ruleDay(appClock.now());
  const result = useMemo(() => prepaymentPenalty(inputs, day), [inputs, day]);
  const fieldId = (name: PenaltyField) => `${id}-${name}`;
  const fixed = inputs.rateType === 'fixed';

  function numberField(name: PenaltyField, label: string, options: { kind: 'money' | 'rate' | 'months'; value: number; hint?: string; optional?: boolean }) {
    const error = errors[name];
    const fallback = options.kind === 'money' ? formatMoney(options.value) : options.kind === 'rate' ? formatRate(options.value) : String(options.value);
    const control = {
      id: fieldId(name),
      placeholder: options.optional ? '0' : undefined,
      value: raw[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
      ...fieldAria(fieldId(name), { hint: !!options.hint, error: !!error }),
    };
    return (
      <FormField id={fieldId(name)} label={label} optional={options.optional} hint={options.hint} error={error ? `${error} ${c.usingDefault} ${fallback}.` : undefined}>
        {options.kind === 'money' ? (
          <MoneyInput step={1} {...control} />
        ) : options.kind === 'rate' ? (
          <RateInput {...control} />
        ) : (
          <Input type="number" inputMode="numeric" min={0} max={inputs.termYears * 12} step={1} {...control} />
        )}
      </FormField>
    );
  }

  function select(name: PenaltyField, label: string, value: string, options: readonly { value: string; label: string }[]) {
    return (
      <FormField id={fieldId(name)} label={label} error={errors[name]}>
        <NativeSelect id={fieldId(name)} value={value} onChange={(event) => setField(name, event.target.value)} {...fieldAria(fieldId(name), { error: !!errors[name] })}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    );
  }

  const summary = [
    { label: m.balance, value: formatMoney(inputs.balance) },
    { label: m.rate, value: formatRate(inputs.rate) },
    { label: m.rateType, value: m.rateTypes[inputs.rateType] },
    { label: m.term, value: formatYears(inputs.termYears) },
    { label: m.monthsLeft, value: String(inputs.monthsLeft) },
    ...(fixed
      ? [
          { label: m.comparisonRate, value: formatRate(inputs.comparisonRate) },
          { label: m.comparisonBasis, value: m.comparisonBases[inputs.comparisonBasis] },
          ...(inputs.comparisonBasis === 'posted' ? [{ label: m.discount, value: formatRate(inputs.discount) }] : []),
        ]
      : []),
  ];
  const irdApplies = result.appliedMethod === 'interest-rate-differential';
  const longTerm = inputs.termYears * 12 > result.rule.interestActCapAfterMonths;

  return (
    <CalculatorPage title={m.title} intro={m.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-form-title`} className="self-start rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:hidden">
          <h2 id={`${id}-form-title`} className="text-lg font-semibold text-navy-900">
            {m.formTitle}
          </h2>
          <form className="mt-4 flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
            {numberField('balance', m.balance, { kind: 'money', value: inputs.balance })}
            {numberField('rate', m.rate, { kind: 'rate', value: inputs.rate })}
            {select('type', m.rateType, inputs.rateType, rateTypes.map((value) => ({ value, label: m.rateTypes[value] })))}
            <FormField id={fieldId('term')} label={m.term} error={errors.term}>
              <NativeSelect id={fieldId('term')} value={String(inputs.termYears)} onChange={(event) => setField('term', event.target.value)} {...fieldAria(fieldId('term'), { error: !!errors.term })}>
                <YearOptions years={penaltyTermOptions} />
              </NativeSelect>
            </FormField>
            {numberField('left', m.monthsLeft, { kind: 'months', value: inputs.monthsLeft })}
            {fixed ? (
              <>
                {numberField('compare', m.comparisonRate, { kind: 'rate', value: inputs.comparisonRate, hint: m.comparisonRateHint })}
                {select('basis', m.comparisonBasis, inputs.comparisonBasis, comparisonBases.map((value) => ({ value, label: m.comparisonBases[value] })))}
                {inputs.comparisonBasis === 'posted' ? numberField('discount', m.discount, { kind: 'rate', value: inputs.discount, hint: m.discountHint, optional: true }) : null}
              </>
            ) : null}
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs items={summary} />
          <section aria-labelledby={`${id}-results-title`} className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
              {m.resultsTitle}
            </h2>
            <div aria-live="polite" className="mt-4 flex flex-col gap-5">
              <dl className="grid grid-cols-2 gap-3">
                <ResultItem
                  className="col-span-2 bg-navy-900 [&_dd]:text-white [&_dt]:text-navy-100 print:[&_dd]:text-foreground print:[&_dt]:text-foreground"
                  label={m.penalty}
                  value={<span className="text-3xl font-bold sm:text-4xl">{formatMoney(result.penalty)}</span>}
                />
                <ResultItem
                  label={m.threeMonthsInterest}
                  value={formatMoney(result.threeMonthsInterest)}
                  detail={fillMessage(m.threeMonthsWorking, { balance: formatMoney(inputs.balance), rate: formatRate(inputs.rate), amount: formatMoney(result.threeMonthsInterest) })}
                />
                <ResultItem
                  label={m.ird}
                  value={result.interestRateDifferential === null ? m.irdVariable : formatMoney(result.interestRateDifferential)}
                  detail={
                    result.interestRateDifferential === null
                      ? undefined
                      : fillMessage(m.irdWorking, {
                          balance: formatMoney(inputs.balance),
                          rate: formatRate(inputs.rate),
                          comparison: formatRate(result.effectiveComparisonRate),
                          months: String(inputs.monthsLeft),
                          amount: formatMoney(result.interestRateDifferential),
                        })
                  }
                />
              </dl>
              <div className="flex flex-col gap-2 text-sm text-navy-900">
                <p className="rounded-lg border-l-4 border-maple-700 bg-maple-50 px-4 py-3 font-medium print:bg-transparent">
                  {result.interestActCap ? m.interestActCap : irdApplies ? m.appliedIrd : m.appliedThree}
                </p>
                <p>{m.explainThreeMonths}</p>
                {fixed ? (
                  <>
                    <p>{m.explainIrd}</p>
                    <p>
                      {inputs.comparisonBasis === 'posted'
                        ? fillMessage(m.explainPosted, { discount: formatRate(inputs.discount), comparison: formatRate(result.effectiveComparisonRate) })
                        : m.explainDiscounted}
                    </p>
                    {result.rateGap === 0 ? <p>{m.explainNoGap}</p> : null}
                  </>
                ) : (
                  <p>{m.explainVariable}</p>
                )}
                {longTerm && !result.interestActCap ? <p>{m.interestActLater}</p> : null}
              </div>
              <p className="text-sm text-muted-foreground">{m.estimate}</p>
              <TalkToAgent
                label={m.talkToAgent}
                carried={{
                  title: m.dialogTitle,
                  description: m.dialogDescription,
                  summary: [...summary, { label: m.penalty, value: formatMoney(result.penalty) }],
                  toLead: (contact) => ({ kind: 'penalty', ...inputs, ...contact }),
                }}
              />
              <RuleSources title={fillMessage(m.sourcesTitle, { day: formatDay(day) })} sources={result.rule.sources} />
            </div>
            <p className="mt-4 text-xs text-muted-foreground">{c.disclaimer}</p>
          </section>
        </div>
      </div>
    </CalculatorPage>
  );
}

import { lazy, Suspense, useId, useMemo } from 'react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { pagesMessages } from '@maple/shared/messages/pages';
import { mortgageTypeName, rateName } from '@maple/shared/terms';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { amortizationSchedule } from '@maple/shared/mortgage/schedule';
import { provinceName, provinces } from '@maple/shared/provinces';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { formatRate } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { WhenVisible } from '@/components/when-visible';
import { useProvinceRates } from '@/features/rates/api/rate-queries';
import { formatCount, formatYears } from '../calculator-format';
import { useUrlInputs } from '../hooks/use-url-inputs';
import {
  amortizationYearOptions,
  chooseRate,
  compoundingPerYear,
  mortgageDefaults,
  parseMortgageInputs,
  rateKey,
  type RateChoice,
} from '../mortgage-inputs';
import { AmortizationTable } from './amortization-table';
import { FrequencyOptions, MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { ResultItem } from './result-item';

const AmortizationChart = lazy(() => import('./amortization-chart'));

const m = calculatorsMessages.mortgage;
const c = calculatorsMessages.common;
const frequencyLabels = calculatorsMessages.frequencies;
const compoundingLabels = calculatorsMessages.compounding;

// The chart's height, so the page does not move when it arrives.
const chartPlaceholder = (
  <div role="status" className="flex h-72 items-center justify-center text-sm text-muted-foreground sm:h-80">
    {m.chartLoading}
  </div>
);

function rateLabel(rate: PublicRate): string {
  const type = rate.mortgageType === 'Conventional' ? '' : ` (${mortgageTypeName(rate.mortgageType)})`;
  return `${rateName(rate.termMonths, rate.rateType)}${type} — ${formatRate(rate.ourRate)}`;
}

function rateUsedDetail(choice: RateChoice<PublicRate>): string {
  if (choice.source === 'custom') return m.customRateUsed;
  if (choice.source === 'fallback') return m.defaultRateUsed;
  return choice.chosen ? rateName(choice.chosen.termMonths, choice.chosen.rateType) : '';
}

export function MortgageCalculatorPage() {
  usePageTitle(pagesMessages.mortgageCalculator);
  const id = useId();
  const [raw, setField] = useUrlInputs(mortgageDefaults);
  const { inputs, errors } = useMemo(() => parseMortgageInputs(raw), [raw]);
  const ratesQuery = useProvinceRates(inputs.province);
  const rates = ratesQuery.data?.rates;
  const rate = chooseRate({ rates, rateKey: inputs.rateKey, customRate: inputs.customRate });
  // Without a custom rate the figures wait for today's rates rather than flash the default first.
  const waitingForRates = rate.source === 'fallback' && ratesQuery.isPending;

  const schedule = useMemo(
    () =>
      amortizationSchedule({
        principal: inputs.amount,
        ratePercent: rate.ratePercent,
        amortizationYears: inputs.years,
        frequency: inputs.frequency,
        compoundingPerYear: compoundingPerYear(inputs.compounding),
      }),
    [inputs.amount, rate.ratePercent, inputs.years, inputs.frequency, inputs.compounding],
  );
  const { summary } = schedule;

  const fieldId = (name: string) => `${id}-${name}`;
  const rateHint = ratesQuery.isError
    ? m.ratesFailed
    : rates && rates.length === 0
      ? m.noRates
      : rate.source === 'custom'
        ? m.rateReplaced
        : undefined;
  const chosenRateText = rate.chosen ? formatRate(rate.chosen.ourRate) : formatRate(mortgageRules.quote.defaults.mortgageRate);

  return (
    <CalculatorPage title={pagesMessages.mortgageCalculator} intro={m.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-form-title`} className="self-start rounded-lg border bg-background p-5 shadow-sm sm:p-6 lg:sticky lg:top-20 print:hidden">
          <h2 id={`${id}-form-title`} className="text-lg font-semibold text-navy-900">
            {m.formTitle}
          </h2>
          <form className="mt-4 flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
            <FormField
              id={fieldId('amount')}
              label={m.amount}
              error={errors.amount ? `${errors.amount} ${c.usingDefault} ${formatMoney(inputs.amount)}.` : undefined}
            >
              <MoneyInput
                id={fieldId('amount')}
                value={raw.amount}
                onChange={(event) => setField('amount', event.target.value)}
                {...fieldAria(fieldId('amount'), { error: !!errors.amount })}
              />
            </FormField>

            <FormField id={fieldId('province')} label={m.province} error={errors.province}>
              <NativeSelect
                id={fieldId('province')}
                value={inputs.province}
                onChange={(event) => setField('province', event.target.value)}
                {...fieldAria(fieldId('province'), { error: !!errors.province })}
              >
                {provinces.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>

            <FormField id={fieldId('rate')} label={m.rate} hint={rateHint} error={rate.error}>
              <NativeSelect
                id={fieldId('rate')}
                value={rate.chosen ? rateKey(rate.chosen) : ''}
                disabled={!rates || rates.length === 0}
                onChange={(event) => setField('rate', event.target.value)}
                {...fieldAria(fieldId('rate'), { hint: !!rateHint, error: !!rate.error })}
              >
                {rates && rates.length > 0 ? (
                  rates.map((r) => (
                    <option key={r.id} value={rateKey(r)}>
                      {rateLabel(r)}
                    </option>
                  ))
                ) : (
                  <option value="">{ratesQuery.isPending ? m.ratesLoading : `${m.defaultRateOption} — ${chosenRateText}`}</option>
                )}
              </NativeSelect>
            </FormField>

            <FormField
              id={fieldId('customRate')}
              label={m.customRate}
              hint={m.customRateHint}
              error={errors.customRate ? `${errors.customRate} ${c.usingDefault} ${chosenRateText}.` : undefined}
            >
              <RateInput
                id={fieldId('customRate')}
                value={raw.customRate}
                onChange={(event) => setField('customRate', event.target.value)}
                {...fieldAria(fieldId('customRate'), { hint: true, error: !!errors.customRate })}
              />
            </FormField>

            <FormField id={fieldId('years')} label={m.amortization} error={errors.years}>
              <NativeSelect
                id={fieldId('years')}
                value={String(inputs.years)}
                onChange={(event) => setField('years', event.target.value)}
                {...fieldAria(fieldId('years'), { error: !!errors.years })}
              >
                <YearOptions years={amortizationYearOptions} />
              </NativeSelect>
            </FormField>

            <FormField id={fieldId('frequency')} label={m.frequency} error={errors.frequency}>
              <NativeSelect
                id={fieldId('frequency')}
                value={inputs.frequency}
                onChange={(event) => setField('frequency', event.target.value)}
                {...fieldAria(fieldId('frequency'), { error: !!errors.frequency })}
              >
                <FrequencyOptions frequencies={mortgageRules.paymentFrequencies} />
              </NativeSelect>
            </FormField>

            <FormField id={fieldId('compounding')} label={m.compounding} error={errors.compounding}>
              <NativeSelect
                id={fieldId('compounding')}
                value={inputs.compounding}
                onChange={(event) => setField('compounding', event.target.value)}
                {...fieldAria(fieldId('compounding'), { error: !!errors.compounding })}
              >
                {mortgageRules.compoundingOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {compoundingLabels[option.id]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs
            items={[
              { label: m.amount, value: formatMoney(inputs.amount) },
              { label: m.province, value: provinceName(inputs.province) ?? inputs.province },
              { label: m.rateUsed, value: `${formatRate(rate.ratePercent)} (${rateUsedDetail(rate)})` },
              { label: m.amortization, value: formatYears(inputs.years) },
              { label: m.frequency, value: frequencyLabels[inputs.frequency] },
              { label: m.compounding, value: compoundingLabels[inputs.compounding] },
            ]}
          />

          <section aria-labelledby={`${id}-results-title`} className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
              {m.resultsTitle}
            </h2>
            <div aria-live="polite" className="mt-4">
              {waitingForRates ? (
                <div role="status" className="flex flex-col gap-3">
                  <span className="text-sm text-muted-foreground">{m.ratesLoading}</span>
                  <Skeleton className="h-24 w-full" />
                </div>
              ) : (
                <dl className="grid grid-cols-2 gap-3">
                  <ResultItem
                    className="col-span-2 bg-navy-900 text-white [&_dd]:text-white [&_dt]:text-navy-100 print:text-foreground print:[&_dd]:text-foreground print:[&_dt]:text-foreground"
                    label={calculatorsMessages.paymentLabels[inputs.frequency]}
                    value={<span className="text-3xl font-bold sm:text-4xl">{formatMoney(summary.payment)}</span>}
                  />
                  <ResultItem label={m.rateUsed} value={formatRate(rate.ratePercent)} detail={rateUsedDetail(rate)} />
                  <ResultItem
                    label={m.payoff}
                    value={formatYears(summary.payoffYears)}
                    detail={`${formatCount(summary.numberOfPayments)} ${c.payments}`}
                  />
                  <ResultItem label={m.totalInterest} value={formatMoney(summary.totalInterest)} />
                  <ResultItem label={m.totalPaid} value={formatMoney(summary.totalPaid)} />
                </dl>
              )}
            </div>
            <p className="mt-4 text-xs text-muted-foreground">{c.disclaimer}</p>
          </section>

          {!waitingForRates && schedule.years.length > 0 ? (
            <>
              <figure className="flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:hidden">
                <figcaption className="flex flex-col gap-1">
                  <span className="text-lg font-semibold text-navy-900">{m.chartTitle}</span>
                  <span className="text-sm text-muted-foreground">{m.chartDescription}</span>
                </figcaption>
                <WhenVisible placeholder={chartPlaceholder}>
                  <Suspense fallback={chartPlaceholder}>
                    <AmortizationChart principal={inputs.amount} years={schedule.years} />
                  </Suspense>
                </WhenVisible>
              </figure>

              <section aria-labelledby={`${id}-schedule-title`} className="flex flex-col gap-3">
                <div className="flex flex-col gap-1">
                  <h2 id={`${id}-schedule-title`} className="text-lg font-semibold text-navy-900">
                    {m.scheduleTitle}
                  </h2>
                  <p className="text-sm text-muted-foreground print:hidden">{m.scheduleHint}</p>
                </div>
                <AmortizationTable schedule={schedule} />
              </section>
            </>
          ) : null}
        </div>
      </div>
    </CalculatorPage>
  );
}

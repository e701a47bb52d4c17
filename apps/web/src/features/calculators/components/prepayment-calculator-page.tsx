import { useId, useMemo, useState } from 'react';
import { Download, TriangleAlert } from 'lucide-react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import { prepaymentSchedule, type PrepaymentResult } from '@maple/shared/mortgage/prepayment';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { fillMessage } from '@/lib/message-template';
import { formatRate } from '@/lib/format';
import { formatMoney, formatPercent } from '@/lib/format-number';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { AffixInput } from '@/components/ui/affix-input';
import { formatYears } from '../calculator-format';
import { formatDuration } from '../format-duration';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { amortizationYearOptions } from '../mortgage-inputs';
import { saveBlob, scheduleCsv } from '../prepayment-export';
import { parsePrepaymentInputs, prepaymentDefaults, type PrepaymentField } from '../prepayment-inputs';
import { CalculatorLeadLauncher } from './calculator-lead-launcher';
import { FrequencyOptions, MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { PrepaymentYearTable } from './prepayment-year-table';
import { ResultItem } from './result-item';

const m = prepaymentMessages;
const c = calculatorsMessages.common;

/** The lines above the PDF's table: what was asked and what it saves. */
function pdfSummary(result: PrepaymentResult, inputs: ReturnType<typeof parsePrepaymentInputs>['inputs']) {
  return [
    { label: m.principal, value: formatMoney(inputs.principal) },
    { label: m.rate, value: formatRate(inputs.ratePercent) },
    { label: m.amortization, value: formatYears(inputs.amortizationYears) },
    { label: m.frequency, value: calculatorsMessages.frequencies[inputs.frequency] },
    { label: m.payment, value: formatMoney(result.paymentWithIncrease) },
    { label: m.totalPrepaid, value: formatMoney(result.totalPrepaid) },
    { label: m.interestSaved, value: formatMoney(result.interestSaved) },
    { label: m.timeSaved, value: formatDuration(result.monthsSaved) },
  ];
}

export function PrepaymentCalculatorPage() {
  usePageTitle(m.title);
  const id = useId();
  const [raw, setField] = useUrlInputs(prepaymentDefaults);
  const { inputs, errors } = useMemo(() => parsePrepaymentInputs(raw), [raw]);
  const result = useMemo(() => prepaymentSchedule(inputs), [inputs]);
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const fieldId = (name: PrepaymentField) => `${id}-${name}`;
  const paymentLabel = calculatorsMessages.paymentLabels[inputs.frequency];
  const saves = result.interestSaved > 0 || result.monthsSaved > 0;
  const explanation = saves
    ? fillMessage(m.explanation, {
        paymentLabel: paymentLabel.toLowerCase(),
        payment: formatMoney(result.paymentWithIncrease),
        prepaid: formatMoney(result.totalPrepaid),
        payoff: formatDuration(result.payoffMonths),
        plainPayoff: formatDuration(result.plain.payoffMonths),
        interest: formatMoney(result.totalInterest),
        plainInterest: formatMoney(result.plain.totalInterest),
        saved: formatMoney(result.interestSaved),
      })
    : fillMessage(m.explanationNothing, { payoff: formatDuration(result.plain.payoffMonths), interest: formatMoney(result.plain.totalInterest) });

  const money = (name: PrepaymentField, label: string, hint?: string) => (
    <FormField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={errors[name] ? `${errors[name]} ${c.usingDefault} ${formatMoney(Number(prepaymentDefaults[name]))}.` : undefined}
    >
      <MoneyInput
        id={fieldId(name)}
        value={raw[name]}
        step={name === 'amount' ? 1000 : 100}
        onChange={(event) => setField(name, event.target.value)}
        {...fieldAria(fieldId(name), { hint: !!hint, error: !!errors[name] })}
      />
    </FormField>
  );
  const percent = (name: 'lumpLimit' | 'increaseLimit', label: string) => (
    <FormField id={fieldId(name)} label={label} error={errors[name] ? `${errors[name]} ${c.usingDefault} ${prepaymentDefaults[name]}%.` : undefined}>
      <AffixInput
        id={fieldId(name)}
        suffix="%"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={1}
        value={raw[name]}
        onChange={(event) => setField(name, event.target.value)}
        {...fieldAria(fieldId(name), { error: !!errors[name] })}
      />
    </FormField>
  );
  const years = (name: 'years' | 'onceYear', label: string) => (
    <FormField id={fieldId(name)} label={label} error={errors[name]}>
      <NativeSelect
        id={fieldId(name)}
        value={String(name === 'years' ? inputs.amortizationYears : inputs.oneOffYear)}
        onChange={(event) => setField(name, event.target.value)}
        {...fieldAria(fieldId(name), { error: !!errors[name] })}
      >
        {name === 'years' ? (
          <YearOptions years={amortizationYearOptions} />
        ) : (
          amortizationYearOptions.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))
        )}
      </NativeSelect>
    </FormField>
  );

  async function downloadPdf() {
    setPdfState('busy');
    try {
      // jsPDF arrives only now, never with the page (decision 087).
      const { schedulePdf } = await import('../prepayment-pdf');
      saveBlob(schedulePdf(result, pdfSummary(result, inputs)).output('blob'), `${m.fileName}.pdf`);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  }


  return (
    <CalculatorPage title={m.title} intro={m.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-form-title`} className="self-start rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:hidden">
          <h2 id={`${id}-form-title`} className="text-lg font-semibold text-navy-900">
            {m.formTitle}
          </h2>
          <form className="mt-4 flex flex-col gap-6" onSubmit={(event) => event.preventDefault()} noValidate>
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-3 text-sm font-semibold text-navy-900">{m.loanSection}</legend>
              {money('amount', m.principal)}
              <FormField
                id={fieldId('rate')}
                label={m.rate}
                error={errors.rate ? `${errors.rate} ${c.usingDefault} ${formatRate(inputs.ratePercent)}.` : undefined}
              >
                <RateInput
                  id={fieldId('rate')}
                  value={raw.rate}
                  onChange={(event) => setField('rate', event.target.value)}
                  {...fieldAria(fieldId('rate'), { error: !!errors.rate })}
                />
              </FormField>
              {years('years', m.amortization)}
              <FormField id={fieldId('frequency')} label={m.frequency} hint={m.frequencyHint} error={errors.frequency}>
                <NativeSelect
                  id={fieldId('frequency')}
                  value={inputs.frequency}
                  onChange={(event) => setField('frequency', event.target.value)}
                  {...fieldAria(fieldId('frequency'), { hint: true, error: !!errors.frequency })}
                >
                  <FrequencyOptions frequencies={mortgageRules.paymentFrequencies} />
                </NativeSelect>
              </FormField>
            </fieldset>
            <fieldset className="flex flex-col gap-4 border-t pt-5">
              <legend className="float-left mb-3 w-full text-sm font-semibold text-navy-900">{m.prepaymentSection}</legend>
              <div className="clear-both flex flex-col gap-4">
                {money('extra', m.extraPayment)}
                {money('yearly', m.annualLumpSum, m.annualLumpSumHint)}
                <div className="grid grid-cols-2 gap-3">
                  {money('once', m.oneOffLumpSum)}
                  {years('onceYear', m.oneOffYear)}
                </div>
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-4 border-t pt-5">
              <legend className="float-left mb-1 w-full text-sm font-semibold text-navy-900">{m.privilegeSection}</legend>
              <p className="clear-both text-xs text-muted-foreground">{m.privilegeHint}</p>
              {percent('lumpLimit', m.lumpSumPrivilege)}
              {percent('increaseLimit', m.paymentIncreasePrivilege)}
            </fieldset>
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs
            items={[
              { label: m.principal, value: formatMoney(inputs.principal) },
              { label: m.rate, value: formatRate(inputs.ratePercent) },
              { label: m.amortization, value: formatYears(inputs.amortizationYears) },
              { label: m.frequency, value: calculatorsMessages.frequencies[inputs.frequency] },
              { label: m.extraPayment, value: formatMoney(inputs.extraPayment) },
              { label: m.annualLumpSum, value: formatMoney(inputs.annualLumpSum) },
              { label: `${m.oneOffLumpSum} (${m.oneOffYear} ${inputs.oneOffYear})`, value: formatMoney(inputs.oneOffLumpSum) },
              { label: m.lumpSumPrivilege, value: formatPercent(inputs.lumpSumPrivilegePercent, 2) },
              { label: m.paymentIncreasePrivilege, value: formatPercent(inputs.paymentIncreasePrivilegePercent, 2) },
            ]}
          />

          <section aria-labelledby={`${id}-results-title`} className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
              {m.resultsTitle}
            </h2>
            <div aria-live="polite" className="mt-4 flex flex-col gap-4">
              <dl className="grid grid-cols-2 gap-3">
                <ResultItem
                  className="bg-navy-900 text-white [&_dd]:text-white [&_dt]:text-navy-100 print:text-foreground print:[&_dd]:text-foreground print:[&_dt]:text-foreground"
                  label={m.interestSaved}
                  value={<span className="text-2xl font-bold sm:text-3xl">{formatMoney(result.interestSaved)}</span>}
                />
                <ResultItem
                  className="bg-navy-900 text-white [&_dd]:text-white [&_dt]:text-navy-100 print:text-foreground print:[&_dd]:text-foreground print:[&_dt]:text-foreground"
                  label={m.timeSaved}
                  value={<span className="text-2xl font-bold sm:text-3xl">{formatDuration(result.monthsSaved)}</span>}
                />
                <ResultItem label={paymentLabel} value={formatMoney(result.paymentWithIncrease)} />
                <ResultItem label={m.newPayoff} value={formatDuration(result.payoffMonths)} detail={`${m.plainPayoff}: ${formatDuration(result.plain.payoffMonths)}`} />
                <ResultItem label={m.totalInterest} value={formatMoney(result.totalInterest)} detail={`${m.plainPayoff}: ${formatMoney(result.plain.totalInterest)}`} />
                <ResultItem label={m.totalPrepaid} value={formatMoney(result.totalPrepaid)} />
              </dl>
              <p className="text-sm text-foreground">{explanation}</p>
              {result.excesses.map((excess) => (
                <p key={excess.kind} role="alert" className="flex items-start gap-1.5 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    {fillMessage(excess.kind === 'lump-sum' ? m.lumpSumExceeded : m.increaseExceeded, {
                      year: excess.year,
                      planned: formatMoney(excess.planned),
                      allowed: formatMoney(excess.allowed),
                    })}
                  </span>
                </p>
              ))}
              <p className="text-xs text-muted-foreground">
                {m.plainNote} {c.disclaimer}
              </p>
            </div>
          </section>

          <section aria-labelledby={`${id}-agent-title`} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 print:hidden">
            <p id={`${id}-agent-title`} className="text-sm text-navy-900">
              {m.talkToAgentText}
            </p>
            <CalculatorLeadLauncher
              label={m.talkToAgent}
              carried={{
                title: m.dialogTitle,
                description: m.dialogDescription,
                summary: pdfSummary(result, inputs),
                toLead: (contact) => ({ kind: 'prepayment', ...inputs, ...contact }),
              }}
            />
          </section>

          {result.years.length > 0 ? (
            <section aria-labelledby={`${id}-schedule-title`} className="flex flex-col gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <div className="flex flex-col gap-1">
                  <h2 id={`${id}-schedule-title`} className="text-lg font-semibold text-navy-900">
                    {m.scheduleTitle}
                  </h2>
                  <p className="text-sm text-muted-foreground print:hidden">{m.scheduleHint}</p>
                </div>
                <div className="flex flex-wrap gap-2 print:hidden">
                  <Button variant="outline" onClick={() => saveBlob(new Blob([scheduleCsv(result)], { type: 'text/csv;charset=utf-8' }), `${m.fileName}.csv`)}>
                    <Download aria-hidden="true" />
                    {m.downloadCsv}
                  </Button>
                  <Button variant="outline" onClick={() => void downloadPdf()} disabled={pdfState === 'busy'}>
                    <Download aria-hidden="true" />
                    {pdfState === 'busy' ? m.preparingPdf : m.downloadPdf}
                  </Button>
                </div>
              </div>
              {pdfState === 'failed' ? (
                <p role="alert" className="text-sm text-destructive">
                  {m.pdfFailed}
                </p>
              ) : null}
              <PrepaymentYearTable years={result.years} />
            </section>
          ) : null}
        </div>
      </div>
    </CalculatorPage>
  );
}

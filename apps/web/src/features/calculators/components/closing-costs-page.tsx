import { useId, useMemo, type ReactNode } from 'react';
import { Link } from '@/lib/localized-router';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { closingCostsMessages } from '@maple/shared/messages/closing-costs';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { closingCosts } from '@maple/shared/mortgage/closing-costs';
import { premiumSalesTaxRate } from '@maple/shared/mortgage/insured-premium';
import { fromCents, toCents } from '@maple/shared/mortgage/money';
import { formatDay } from '@/lib/format';
import { formatMoney, formatPercent } from '@/lib/format-number';
import { appClock } from '@/lib/clock';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { formatYears } from '../calculator-format';
import { closingCostsDefaults, closingCostsYearOptions, costFields, parseClosingCostsInputs, type ClosingCostsField } from '../closing-costs-inputs';
import { torontoDay } from '../closing-day';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { purchaseSummary } from '../purchase-summary';
import { toSearchParams } from '../url-inputs';
import { CalculatorLeadLauncher } from './calculator-lead-launcher';
import { MoneyInput, YearOptions } from './calculator-controls';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { LandTransferTaxBreakdown } from './land-transfer-tax-breakdown';
import { PurchaseFields } from './purchase-fields';
import { ResultItem } from './result-item';

const m = closingCostsMessages;
const talk = landTransferTaxMessages;
const c = calculatorsMessages.common;
const money = (cents: number) => formatMoney(fromCents(cents));
// A number of percent in the page's language: '0.5%', '0,5 %'.
const percent = (rate: number) => formatPercent(rate, 2);

export function ClosingCostsPage() {
  usePageTitle(m.title);
  const id = useId();
  const today = torontoDay(appClock.now());
  const [raw, setField, setFields] = useUrlInputs(closingCostsDefaults);
  const { inputs, errors } = useMemo(() => parseClosingCostsInputs(raw, today), [raw, today]);
  const result = useMemo(
    () =>
      closingCosts({
        province: inputs.province,
        municipality: inputs.municipality,
        priceCents: toCents(inputs.price),
        downPaymentCents: toCents(inputs.downPayment),
        amortizationYears: inputs.amortization,
        firstTimeBuyer: inputs.firstTimeBuyer,
        newBuild: inputs.newlyBuilt,
        foreignBuyer: inputs.foreignBuyer,
        closingDate: inputs.closingDate,
        costs: Object.fromEntries(Object.entries(inputs.costs).map(([k, v]) => [k, toCents(v)])),
      }),
    [inputs],
  );
  const fieldId = (name: string) => `${id}-${name}`;
  const { premium } = result;
  const taxRate = premiumSalesTaxRate(inputs.province, inputs.closingDate);
  const itemAmount = (itemId: string) => result.items.find((i) => i.id === itemId)?.amountCents ?? 0;

  function moneyField(name: ClosingCostsField, label: ReactNode, value: number, hint?: string) {
    const error = errors[name];
    return (
      <FormField key={name} id={fieldId(name)} label={label} hint={hint} error={error ? `${error} ${c.usingDefault} ${formatMoney(value)}.` : undefined}>
        <MoneyInput
          id={fieldId(name)}
          step={1}
          value={raw[name]}
          onChange={(event) => setField(name, event.target.value)}
          {...fieldAria(fieldId(name), { hint: !!hint, error: !!error })}
        />
      </FormField>
    );
  }

  // The same purchase on the land transfer tax page.
  const { province, city, price, date, first, new: newlyBuilt, foreign } = raw;
  const lttLink = `/land-transfer-tax-calculator?${toSearchParams({ province, city, price, date, first, new: newlyBuilt, foreign }).toString()}`;

  const premiumNote = !premium.insuranceRequired
    ? m.noInsurance
    : premium.notInsurable
        .map((reason) =>
          fillMessage(m.notInsurable[reason], {
            cap: money(premium.priceCapCents),
            minimum: money(premium.minimumDownPaymentCents),
            years: String(premium.maxAmortizationYears),
          }),
        )
        .join(' ');

  return (
    <CalculatorPage title={m.title} intro={m.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-form-title`} className="self-start rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:hidden">
          <h2 id={`${id}-form-title`} className="text-lg font-semibold text-navy-900">
            {m.formTitle}
          </h2>
          <form className="mt-4 flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
            <PurchaseFields
              id={id}
              raw={raw}
              inputs={inputs}
              errors={errors}
              setField={setField}
              setFields={setFields}
              afterPrice={
                <>
                  {moneyField('down', m.downPayment, inputs.downPayment)}
                  <FormField id={fieldId('years')} label={m.amortization} error={errors.years}>
                    <NativeSelect
                      id={fieldId('years')}
                      value={String(inputs.amortization)}
                      onChange={(event) => setField('years', event.target.value)}
                      {...fieldAria(fieldId('years'), { error: !!errors.years })}
                    >
                      <YearOptions years={closingCostsYearOptions} />
                    </NativeSelect>
                  </FormField>
                </>
              }
            />
            <fieldset className="flex flex-col gap-5 border-t pt-5">
              <legend className="float-left mb-1 w-full text-base font-semibold text-navy-900">{m.costsTitle}</legend>
              <p className="clear-both text-xs text-muted-foreground">{m.costsHint}</p>
              {(Object.keys(costFields) as (keyof typeof costFields)[]).map((field) =>
                moneyField(field, m.items[costFields[field]], inputs.costs[costFields[field]], m.itemHints[costFields[field]]),
              )}
            </fieldset>
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs
            items={[
              ...purchaseSummary(inputs),
              { label: m.downPayment, value: formatMoney(inputs.downPayment) },
              { label: m.amortization, value: formatYears(inputs.amortization) },
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
                  label={m.cashToClose}
                  value={<span className="text-3xl font-bold sm:text-4xl">{money(result.cashToCloseCents)}</span>}
                />
                <ResultItem label={m.downPaymentRow} value={money(result.downPaymentCents)} />
                <ResultItem label={m.closingCosts} value={money(result.closingCostsCents)} />
              </dl>
              <p className="text-navy-900">
                {fillMessage(m.explain, {
                  date: formatDay(inputs.closingDate),
                  cash: money(result.cashToCloseCents),
                  down: money(result.downPaymentCents),
                  costs: money(result.closingCostsCents),
                  tax: money(itemAmount('landTransferTax')),
                })}
              </p>
              <table className="w-full text-sm tabular-nums">
                <caption className="sr-only">{m.resultsTitle}</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-1.5 font-medium">
                      {m.itemColumn}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {m.amountColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((item) => (
                    <tr key={item.id} className="border-b border-dotted">
                      <th scope="row" className="py-1.5 text-left font-normal">
                        {m.items[item.id]}
                      </th>
                      <td className="py-1.5 text-right">{money(item.amountCents)}</td>
                    </tr>
                  ))}
                  <tr className="border-b">
                    <th scope="row" className="py-1.5 text-left font-semibold">
                      {m.closingCosts}
                    </th>
                    <td className="py-1.5 text-right font-semibold">{money(result.closingCostsCents)}</td>
                  </tr>
                  <tr className="border-b border-dotted">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {m.downPaymentRow}
                    </th>
                    <td className="py-1.5 text-right">{money(result.downPaymentCents)}</td>
                  </tr>
                  <tr>
                    <th scope="row" className="py-1.5 text-left font-semibold">
                      {m.totalRow}
                    </th>
                    <td className="py-1.5 text-right font-semibold">{money(result.cashToCloseCents)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p className="mt-4 text-xs text-muted-foreground">{m.disclaimer}</p>
          </section>

          <section aria-labelledby={`${id}-premium-title`} className="flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-premium-title`} className="text-lg font-semibold text-navy-900">
              {m.premiumTitle}
            </h2>
            {premium.premiumCents > 0 ? (
              <>
                <dl className="grid grid-cols-2 gap-3">
                  <ResultItem label={m.premium} value={money(premium.premiumCents)} detail={`${m.premiumRate}: ${percent(premium.premiumPercent)}`} />
                  <ResultItem label={m.mortgage} value={money(result.mortgageCents)} />
                </dl>
                <p className="text-sm text-navy-900">
                  {taxRate > 0 ? fillMessage(m.salesTaxRate, { rate: percent(taxRate) }) : m.noSalesTax} {premium.surchargePercent > 0 ? m.surcharge : null}
                </p>
              </>
            ) : (
              <p className="text-sm text-navy-900">{premiumNote}</p>
            )}
          </section>

          <section aria-labelledby={`${id}-ltt-title`} className="flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-ltt-title`} className="text-lg font-semibold text-navy-900">
              {m.items.landTransferTax}: {money(result.landTransferTax.totalCents)}
            </h2>
            <LandTransferTaxBreakdown tax={result.landTransferTax} closingDate={inputs.closingDate} />
            <Link to={lttLink} className="text-sm font-medium text-primary underline print:hidden">
              {m.landTransferTaxLink}
            </Link>
          </section>

          <section aria-labelledby={`${id}-talk-title`} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6 print:hidden">
            <h2 id={`${id}-talk-title`} className="text-lg font-semibold text-navy-900">
              {talk.talkTitle}
            </h2>
            <p className="text-sm text-navy-900">{m.talkText}</p>
            <div>
              <CalculatorLeadLauncher
                label={talk.talkButton}
                carried={{
                  title: talk.talkTitle,
                  description: m.talkText,
                  summary: [
                    ...purchaseSummary(inputs),
                    { label: m.downPayment, value: formatMoney(inputs.downPayment) },
                    { label: m.cashToClose, value: money(result.cashToCloseCents) },
                  ],
                  toLead: (contact) => {
                    const { costs, ...purchase } = inputs;
                    return { ...contact, ...purchase, ...costs, kind: 'closing_costs' };
                  },
                }}
              />
            </div>
          </section>
        </div>
      </div>
    </CalculatorPage>
  );
}

import { useId, useMemo } from 'react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { landTransferTax } from '@maple/shared/mortgage/land-transfer-tax';
import { fromCents, toCents } from '@maple/shared/mortgage/money';
import { provinceName } from '@maple/shared/provinces';
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { appClock } from '@/lib/clock';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { torontoDay } from '../closing-day';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { landTransferTaxDefaults, parseLandTransferTaxInputs } from '../land-transfer-tax-inputs';
import { purchaseSummary } from '../purchase-summary';
import { CalculatorLeadLauncher } from './calculator-lead-launcher';
import { CalculatorPage, PrintedInputs } from './calculator-parts';
import { LandTransferTaxBreakdown } from './land-transfer-tax-breakdown';
import { PurchaseFields } from './purchase-fields';
import { ResultItem } from './result-item';

const m = landTransferTaxMessages;
const c = calculatorsMessages.common;
const money = (cents: number) => formatMoney(fromCents(cents));

export function LandTransferTaxPage() {
  usePageTitle(m.title);
  const id = useId();
  const today = torontoDay(appClock.now());
  const [raw, setField, setFields] = useUrlInputs(landTransferTaxDefaults);
  const { inputs, errors } = useMemo(() => parseLandTransferTaxInputs(raw, today), [raw, today]);
  const tax = useMemo(
    () =>
      landTransferTax({
        province: inputs.province,
        municipality: inputs.municipality,
        priceCents: toCents(inputs.price),
        firstTimeBuyer: inputs.firstTimeBuyer,
        newlyBuilt: inputs.newlyBuilt,
        foreignBuyer: inputs.foreignBuyer,
        on: inputs.closingDate,
      }),
    [inputs],
  );
  const summary = purchaseSummary(inputs);
  const words = { price: formatMoney(inputs.price), date: formatDay(inputs.closingDate), total: money(tax.totalCents) };

  return (
    <CalculatorPage title={m.title} intro={m.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-form-title`} className="self-start rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:hidden">
          <h2 id={`${id}-form-title`} className="text-lg font-semibold text-navy-900">
            {m.formTitle}
          </h2>
          <form className="mt-4 flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
            <PurchaseFields id={id} raw={raw} inputs={inputs} errors={errors} setField={setField} setFields={setFields} />
          </form>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <PrintedInputs items={summary} />
          <section aria-labelledby={`${id}-results-title`} className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
            <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
              {m.resultsTitle}
            </h2>
            <div aria-live="polite" className="mt-4 flex flex-col gap-4">
              {tax.unavailable ? null : (
                <>
                  <dl className="grid grid-cols-2 gap-3">
                    <ResultItem
                      className="col-span-2 bg-navy-900 [&_dd]:text-white [&_dt]:text-navy-100 print:[&_dd]:text-foreground print:[&_dt]:text-foreground"
                      label={`${m.total} — ${provinceName(inputs.province) ?? inputs.province}`}
                      value={<span className="text-3xl font-bold sm:text-4xl">{money(tax.totalCents)}</span>}
                    />
                    {tax.reliefCents > 0 ? (
                      <>
                        <ResultItem label={m.gross} value={money(tax.grossCents)} />
                        <ResultItem label={m.reliefs} value={`−${money(tax.reliefCents)}`} />
                      </>
                    ) : null}
                  </dl>
                  <p className="text-navy-900">
                    {fillMessage(tax.totalCents === 0 && tax.grossCents === 0 ? m.explainNothing : m.explainTotal, words)}{' '}
                    {tax.reliefCents > 0 ? fillMessage(m.explainReliefs, { reliefs: money(tax.reliefCents), gross: money(tax.grossCents) }) : null}
                  </p>
                </>
              )}
              <LandTransferTaxBreakdown tax={tax} closingDate={inputs.closingDate} />
              {inputs.province === 'AB' || inputs.province === 'NL' ? <p className="text-sm text-muted-foreground">{m.mortgageNote}</p> : null}
              {inputs.province === 'BC' && inputs.foreignBuyer ? <p className="text-sm text-muted-foreground">{m.foreignBuyerAreas}</p> : null}
              {inputs.province === 'NB' || inputs.province === 'PE' ? <p className="text-sm text-muted-foreground">{m.assessedValueNote}</p> : null}
            </div>
            <p className="mt-4 text-xs text-muted-foreground">{c.disclaimer}</p>
          </section>

          <section aria-labelledby={`${id}-talk-title`} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6 print:hidden">
            <h2 id={`${id}-talk-title`} className="text-lg font-semibold text-navy-900">
              {m.talkTitle}
            </h2>
            <p className="text-sm text-navy-900">{m.talkText}</p>
            <div>
              <CalculatorLeadLauncher
                label={m.talkButton}
                carried={{
                  title: m.talkTitle,
                  description: m.talkText,
                  summary: [...summary, { label: m.total, value: money(tax.totalCents) }],
                  toLead: (contact) => ({ ...contact, ...inputs, kind: 'land_transfer_tax' }),
                }}
              />
            </div>
          </section>
        </div>
      </div>
    </CalculatorPage>
  );
}

import { useEffect, useId, useMemo, useRef } from 'react';
import { Plus, TriangleAlert, X } from 'lucide-react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { compareMortgagesMessages } from '@maple/shared/messages/compare-mortgages';
import { compareScenario, comparisonRules, type ComparisonResult, type ComparisonScenario } from '@maple/shared/mortgage/comparison';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { fillMessage } from '@/lib/message-template';
import { formatRate } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { appClock } from '@/lib/clock';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { formatYears } from '../calculator-format';
import { torontoDay } from '../closing-day';
import { compareDefaults, field, parseCompareInputs, type CompareField, type ScenarioNumber } from '../compare-inputs';
import { useUrlInputs } from '../hooks/use-url-inputs';
import { amortizationYearOptions } from '../mortgage-inputs';
import { CalculatorLeadLauncher } from './calculator-lead-launcher';
import { FrequencyOptions, MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { YesNo } from './yes-no-field';
import { CalculatorPage, PrintedInputs } from './calculator-parts';

const m = compareMortgagesMessages;
const c = calculatorsMessages.common;

const scenarioName = (n: number) => fillMessage(m.scenario, { n });

/** A scenario's inputs on one line, for paper and for the lead dialog's summary. */
function scenarioLine(s: ComparisonScenario): string {
  const term = fillMessage(m.termYears, { years: s.termYears });
  return `${formatMoney(s.price)} − ${formatMoney(s.downPayment)}, ${formatRate(s.ratePercent)}, ${term} / ${formatYears(s.amortizationYears)}, ${calculatorsMessages.frequencies[s.frequency]}`;
}

/** The rows of the comparison: each figure, and whether the lowest value is the best one. */
const rows: { label: string; value: (r: ComparisonResult) => number }[] = [
  { label: m.mortgage, value: (r) => r.mortgage },
  { label: m.premium, value: (r) => r.premium },
  { label: m.interestOverTerm, value: (r) => r.interestOverTerm },
  { label: m.balanceAtTermEnd, value: (r) => r.balanceAtTermEnd },
  { label: m.totalCost, value: (r) => r.totalCost },
];

/** What a scenario's insurance calls for: why it cannot be insured, or the surcharge it carries. */
function insuranceNotes(r: ComparisonResult): string[] {
  if (r.notInsurable.length > 0) {
    const values = { cap: formatMoney(r.insuredPriceCap), minimum: formatMoney(r.minimumDownPayment), years: r.maxInsuredAmortizationYears };
    // At or over the cap, the cap's sentence already names the 20 % down it takes.
    const reasons = r.notInsurable.includes('price-at-or-over-cap') ? r.notInsurable.filter((x) => x !== 'below-minimum-down-payment') : r.notInsurable;
    return [...reasons.map((reason) => fillMessage(m.notInsurable[reason], values)), m.withoutPremium];
  }
  return r.surchargePercent > 0 ? [m.surcharge] : [];
}

/** The sentence naming the cheapest scenario in total, against the next cheapest. */
function costSentence(results: readonly ComparisonResult[]): string | null {
  if (results.length < 2) return null;
  const ranked = results.map((r, i) => ({ cost: r.totalCost, n: i + 1 })).sort((a, b) => a.cost - b.cost || a.n - b.n);
  const [best, next] = [ranked[0]!, ranked[1]!];
  if (best.cost === next.cost) return m.sameCost;
  return fillMessage(m.lowestCost, {
    scenario: scenarioName(best.n),
    cost: formatMoney(best.cost),
    difference: formatMoney(Math.round((next.cost - best.cost) * 100) / 100),
    other: scenarioName(next.n),
  });
}

export function CompareMortgagesPage() {
  usePageTitle(m.title);
  const id = useId();
  // The insured-mortgage rules in force today (Toronto's calendar), as the closing costs page.
  const today = torontoDay(appClock.now());
  const [raw, setField] = useUrlInputs(compareDefaults);
  const { count, firstTimeOrNewBuild, scenarios, errors } = useMemo(() => parseCompareInputs(raw), [raw]);
  const results = useMemo(() => scenarios.map((s) => compareScenario(s, { firstTimeOrNewBuild, on: today })), [scenarios, firstTimeOrNewBuild, today]);
  const addRef = useRef<HTMLButtonElement>(null);
  const previousCount = useRef(count);

  // Keyboard users land in the scenario they added, or back on "Add" after removing one.
  useEffect(() => {
    if (count > previousCount.current) document.getElementById(`${id}-${field('price', count as ScenarioNumber)}`)?.focus();
    else if (count < previousCount.current) addRef.current?.focus();
    previousCount.current = count;
  }, [count, id]);

  const fieldId = (name: CompareField) => `${id}-${name}`;
  const summary = costSentence(results);
  const printedItems = [
    ...scenarios.map((s, i) => ({ label: scenarioName(i + 1), value: scenarioLine(s) })),
    ...(firstTimeOrNewBuild ? [{ label: m.firstOrNew, value: '✓' }] : []),
  ];

  return (
    <CalculatorPage title={m.title} intro={m.intro}>
      <div className="flex flex-col gap-8">
        {/* The one question every scenario's insurance turns on: a first-time buyer or a newly built home. */}
        <YesNo
          id={fieldId('firstOrNew')}
          label={m.firstOrNew}
          hint={m.firstOrNewHint}
          className="print:hidden"
          checked={firstTimeOrNewBuild}
          error={errors.firstOrNew}
          onChange={(checked) => setField('firstOrNew', checked ? 'yes' : 'no')}
        />
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 print:hidden">
          {scenarios.map((scenario, index) => {
            const n = (index + 1) as ScenarioNumber;
            return (
              <ScenarioForm
                key={n}
                n={n}
                scenario={scenario}
                raw={raw}
                errors={errors}
                fieldId={fieldId}
                setField={setField}
                onRemove={n === count && count > 1 ? () => setField('count', String(count - 1)) : undefined}
              />
            );
          })}
          {count < comparisonRules.maxScenarios ? (
            <Button ref={addRef} variant="outline" className="min-h-24 self-stretch border-dashed" onClick={() => setField('count', String(count + 1))}>
              <Plus aria-hidden="true" />
              {m.addScenario}
            </Button>
          ) : null}
        </div>
        {errors.count ? <p className="text-sm text-destructive print:hidden">{errors.count}</p> : null}

        <PrintedInputs items={printedItems} />

        <section aria-labelledby={`${id}-results-title`} className="flex flex-col gap-4 rounded-lg border bg-background p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
          <h2 id={`${id}-results-title`} className="text-lg font-semibold text-navy-900">
            {m.resultsTitle}
          </h2>
          {/* Scrolls sideways on a phone with the figure names pinned; focusable so the keyboard can scroll it. */}
          <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-lg border print:overflow-visible">
            <table className="w-full border-collapse text-sm">
              <caption id={`${id}-caption`} className="sr-only">
                {m.resultsCaption}
              </caption>
              <thead className="bg-muted text-navy-900">
                <tr>
                  <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-semibold">
                    {m.measure}
                  </th>
                  {scenarios.map((_, i) => (
                    <th key={i} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                      {scenarioName(i + 1)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody aria-live="polite">
                <tr className="border-t">
                  <th scope="row" className="sticky left-0 bg-background px-3 py-2 text-left font-medium">
                    {m.payment}
                  </th>
                  {results.map((r, i) => (
                    <td key={i} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      <span className="font-semibold text-navy-900">{formatMoney(r.payment)}</span>
                      <span className="block text-xs text-muted-foreground">{calculatorsMessages.frequencies[scenarios[i]!.frequency]}</span>
                    </td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t">
                    <th scope="row" className="sticky left-0 bg-background px-3 py-2 text-left font-medium">
                      {row.label}
                    </th>
                    {results.map((r, i) => (
                      <td key={i} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                        {formatMoney(row.value(r))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-col gap-2 text-sm">
            {summary ? <p className="font-medium text-navy-900">{summary}</p> : null}
            {results.map((r, i) => (
              <p key={i}>
                {fillMessage(m.termSentence, {
                  scenario: scenarioName(i + 1),
                  paymentLabel: calculatorsMessages.paymentLabels[scenarios[i]!.frequency].toLowerCase(),
                  payment: formatMoney(r.payment),
                  term: fillMessage(m.termYears, { years: scenarios[i]!.termYears }),
                  interest: formatMoney(r.interestOverTerm),
                  balance: formatMoney(r.balanceAtTermEnd),
                })}
              </p>
            ))}
            {results.map((r, i) => {
              const notes = insuranceNotes(r);
              if (notes.length === 0) return null;
              const warning = r.notInsurable.length > 0;
              return (
                <p key={`insurance-${i}`} className={warning ? 'flex items-start gap-1.5 text-amber-800' : 'text-navy-900'}>
                  {warning ? <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : null}
                  <span>
                    {scenarioName(i + 1)}: {notes.join(' ')}
                  </span>
                </p>
              );
            })}
            <p className="text-xs text-muted-foreground">
              {m.totalCostHint} {results[0] ? fillMessage(m.premiumRules, { cap: formatMoney(results[0].insuredPriceCap) }) : null} {c.disclaimer}
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
              summary: printedItems,
              toLead: (contact) => ({ kind: 'comparison', scenarios, firstTimeOrNewBuild, ...contact }),
            }}
          />
        </section>
      </div>
    </CalculatorPage>
  );
}

function ScenarioForm({
  n,
  scenario,
  raw,
  errors,
  fieldId,
  setField,
  onRemove,
}: {
  n: ScenarioNumber;
  scenario: ComparisonScenario;
  raw: Record<CompareField, string>;
  errors: Partial<Record<CompareField, string>>;
  fieldId: (name: CompareField) => string;
  setField: (name: CompareField, value: string) => void;
  onRemove?: () => void;
}) {
  const f = (name: Parameters<typeof field>[0]) => field(name, n);
  const usingDefault = (name: CompareField, shown: string) => (errors[name] ? `${errors[name]} ${c.usingDefault} ${shown}.` : undefined);
  return (
    <fieldset className="relative flex min-w-0 flex-col gap-4 rounded-lg border bg-background p-4 shadow-sm sm:p-5">
      <legend className="float-left min-h-9 py-1.5 text-base font-semibold text-navy-900">{scenarioName(n)}</legend>
      {onRemove ? (
        <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label={fillMessage(m.removeScenario, { n })} onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
      <div className="clear-both grid grid-cols-2 gap-3">
        <FormField id={fieldId(f('price'))} label={m.price} error={usingDefault(f('price'), formatMoney(scenario.price))}>
          <MoneyInput
            id={fieldId(f('price'))}
            value={raw[f('price')]}
            onChange={(event) => setField(f('price'), event.target.value)}
            {...fieldAria(fieldId(f('price')), { error: !!errors[f('price')] })}
          />
        </FormField>
        <FormField id={fieldId(f('down'))} label={m.downPayment} error={usingDefault(f('down'), formatMoney(scenario.downPayment))}>
          <MoneyInput
            id={fieldId(f('down'))}
            value={raw[f('down')]}
            onChange={(event) => setField(f('down'), event.target.value)}
            {...fieldAria(fieldId(f('down')), { error: !!errors[f('down')] })}
          />
        </FormField>
        <FormField id={fieldId(f('rate'))} label={m.rate} error={usingDefault(f('rate'), formatRate(scenario.ratePercent))}>
          <RateInput
            id={fieldId(f('rate'))}
            value={raw[f('rate')]}
            onChange={(event) => setField(f('rate'), event.target.value)}
            {...fieldAria(fieldId(f('rate')), { error: !!errors[f('rate')] })}
          />
        </FormField>
        <FormField id={fieldId(f('term'))} label={m.term} error={errors[f('term')]}>
          <NativeSelect
            id={fieldId(f('term'))}
            value={String(scenario.termYears)}
            onChange={(event) => setField(f('term'), event.target.value)}
            {...fieldAria(fieldId(f('term')), { error: !!errors[f('term')] })}
          >
            <YearOptions years={comparisonRules.termYearOptions} />
          </NativeSelect>
        </FormField>
        <FormField id={fieldId(f('years'))} label={m.amortization} error={errors[f('years')]}>
          <NativeSelect
            id={fieldId(f('years'))}
            value={String(scenario.amortizationYears)}
            onChange={(event) => setField(f('years'), event.target.value)}
            {...fieldAria(fieldId(f('years')), { error: !!errors[f('years')] })}
          >
            <YearOptions years={amortizationYearOptions} />
          </NativeSelect>
        </FormField>
        <FormField id={fieldId(f('frequency'))} label={m.frequency} error={errors[f('frequency')]}>
          <NativeSelect
            id={fieldId(f('frequency'))}
            value={scenario.frequency}
            onChange={(event) => setField(f('frequency'), event.target.value)}
            {...fieldAria(fieldId(f('frequency')), { error: !!errors[f('frequency')] })}
          >
            <FrequencyOptions frequencies={mortgageRules.paymentFrequencies} />
          </NativeSelect>
        </FormField>
      </div>
    </fieldset>
  );
}

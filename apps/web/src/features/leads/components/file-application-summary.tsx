import { useId, useMemo, useState } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { applicationSummaryMessages as s } from '@maple/shared/messages/application-summary';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { applicationSummary, type ApplicationSummary } from '@maple/shared/mortgage-files/application-summary';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { provinceName } from '@maple/shared/provinces';
import type { ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { AffixInput } from '@/components/ui/affix-input';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format-number';
import { useSummaryRate } from '../api/file-application-queries';
import { breachTexts, contractRateInvalid, missingText, parseContractRate, rulesOnText, summaryGroups, type SummaryNote, type SummaryRow } from '../summary-view';

/**
 * The agent's summary of the application (issue 39 §4, decision 096), worked out in the browser by
 * `applicationSummary` under the rules in force on the file's start day (the brokerage's calendar),
 * at the contract rate the agent enters: by default the province's best 5-year fixed rate today.
 * Every breached figure says so in words beside an icon, and the breaches are listed first.
 */
export function FileApplicationSummary({ file, application }: { file: MortgageFile; application: ApplicationStepValues }) {
  const id = useId();
  const rateId = `${id}-rate`;
  const province = application.property?.address.province;
  const bestRate = useSummaryRate(province);
  // Without a province the query is disabled, but it may still hold another file's answer.
  const best = province !== undefined ? (bestRate.data ?? null) : null;
  // What the agent typed; until then, the best rate once known.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (best !== null ? String(best) : '');
  const contractRate = parseContractRate(text);
  const fileDate = brokerageDay(new Date(file.createdAt));
  const summary = useMemo(() => (contractRate === null ? null : applicationSummary(application, { fileDate, contractRate })), [application, fileDate, contractRate]);

  const looking = province !== undefined && bestRate.isPending;
  const hint = looking
    ? s.contractRateHint.loading
    : best !== null && province
      ? fillMessage(s.contractRateHint.best, { province: provinceName(province) ?? province, rate: formatPercent(best, 3) })
      : s.contractRateHint.enter;
  const error = text.trim() !== '' && contractRate === null ? contractRateInvalid() : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h4 id={`${id}-title`} className="text-sm font-semibold text-navy-900">
        {s.title}
      </h4>
      <FormField id={rateId} label={s.figures.contractRate} hint={hint} error={error}>
        <div className="w-36">
          <AffixInput
            id={rateId}
            suffix="%"
            type="number"
            inputMode="decimal"
            min={0}
            max={mortgageRules.maxRatePercent}
            step={0.001}
            value={text}
            onChange={(event) => setTyped(event.target.value)}
            {...fieldAria(rateId, { hint: true, error: error !== undefined })}
          />
        </div>
      </FormField>
      {summary && contractRate !== null ? <SummaryFigures summary={summary} contractRate={contractRate} /> : null}
    </section>
  );
}

function SummaryFigures({ summary, contractRate }: { summary: ApplicationSummary; contractRate: number }) {
  const missing = missingText(summary);
  const breaches = breachTexts(summary);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs text-muted-foreground">{rulesOnText(summary, contractRate)}</p>
      {missing ? <p className="rounded-md bg-muted p-2.5 text-sm">{missing}</p> : null}
      {breaches.length > 0 ? (
        <div className="flex flex-col gap-1.5 rounded-md border border-destructive/50 bg-destructive/5 p-3">
          <h5 className="text-sm font-semibold text-destructive">{s.breachesTitle}</h5>
          <ul className="flex flex-col gap-1 text-sm">
            {breaches.map((breach) => (
              <li key={breach.key} className="flex items-start gap-1.5">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>{breach.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : missing === null ? (
        <p className="flex items-start gap-1.5 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {s.noBreaches}
        </p>
      ) : null}
      {summaryGroups(summary).map((group) => (
        <div key={group.key} className="flex flex-col gap-1.5">
          <h5 className="text-sm font-semibold text-navy-900">{group.title}</h5>
          {group.rows.length > 0 ? (
            <dl className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
              {group.rows.map((row) => (
                <Figure key={row.key} row={row} />
              ))}
            </dl>
          ) : null}
          {group.notes.length > 0 ? (
            <ul className="flex flex-col gap-1 text-xs">
              {group.notes.map((note) => (
                <Note key={note.key} note={note} />
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** A figure with its limit and, when breached, the mark: an icon and the words, not colour alone. */
function Figure({ row }: { row: SummaryRow }) {
  return (
    <div className="contents">
      <dt className={cn('text-muted-foreground', row.breach && 'font-medium text-foreground')}>{row.label}</dt>
      <dd className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
        <span className={cn('font-medium tabular-nums', row.breach && 'text-destructive')}>{row.value}</span>
        {row.limit ? <span className="text-xs text-muted-foreground">{row.limit}</span> : null}
        {row.breach ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-destructive">
            <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
            {row.breach}
          </span>
        ) : null}
      </dd>
      {/* How the figure was obtained, under both columns: a closing cost's typical amount, the qualifying rate's rule. */}
      {row.note ? <dd className="col-span-2 -mt-1 text-xs text-muted-foreground">{row.note}</dd> : null}
    </div>
  );
}

function Note({ note }: { note: SummaryNote }) {
  return (
    <li className={cn('flex items-start gap-1.5', note.breach ? 'font-medium text-destructive' : 'text-muted-foreground')}>
      {note.breach ? <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" /> : null}
      <span>{note.text}</span>
    </li>
  );
}

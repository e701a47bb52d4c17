import { fillMessage } from '@maple/shared/messages/fill-message';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import type { BracketAmount, LandTransferTax, TaxLine } from '@maple/shared/mortgage/land-transfer-tax';
import { fromCents } from '@maple/shared/mortgage/money';
import { formatDay } from '@/lib/format';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format-number';
import { Badge } from '@/components/ui/badge';

const m = landTransferTaxMessages;
const money = (cents: number) => formatMoney(fromCents(cents));
// A number of percent in the page's language: '0.5%', '0,5 %'.
const percent = (rate: number) => formatPercent(rate, 2);

function bracketLabel(b: BracketAmount): string {
  if (b.from === 0 && b.to === null) return m.wholeValue;
  if (b.to === null) return fillMessage(m.bracketAbove, { from: money(b.from) });
  return fillMessage(m.bracketRange, { from: money(b.from), to: money(b.to) });
}

function UnconfirmedBadge() {
  return <Badge variant="warning">{m.unconfirmed}</Badge>;
}

/** One tax or fee: its amount, the brackets it went through, the schedule's date and source. */
function LineDetail({ line }: { line: TaxLine }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4 print:break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-navy-900">
          {m.lines[line.id]} {line.confirmed ? null : <UnconfirmedBadge />}
        </h3>
        <span className="text-lg font-semibold tabular-nums text-navy-900">{money(line.amountCents)}</span>
      </div>
      {line.brackets.length > 0 || line.baseCents > 0 || line.steps ? (
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">
            {m.bracketsTitle}: {m.lines[line.id]}
          </caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                {m.bracketColumn}
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                {m.rateColumn}
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                {m.amountColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {line.baseCents > 0 ? (
              <tr className="border-b border-dotted">
                <td className="py-1">{m.baseFee}</td>
                <td className="py-1 pl-3 text-right">—</td>
                <td className="py-1 pl-3 text-right">{money(line.baseCents)}</td>
              </tr>
            ) : null}
            {line.steps ? (
              <tr className="border-b border-dotted last:border-0">
                <td className="py-1">{fillMessage(m.stepsPart, { count: formatNumber(line.steps.count, 0), step: money(line.steps.stepCents) })}</td>
                <td className="py-1 pl-3 text-right">{fillMessage(m.stepsRate, { per: money(line.steps.perStepCents), step: money(line.steps.stepCents) })}</td>
                <td className="py-1 pl-3 text-right">{money(line.steps.amountCents)}</td>
              </tr>
            ) : null}
            {line.brackets.map((b) => (
              <tr key={b.from} className="border-b border-dotted last:border-0">
                <td className="py-1">{bracketLabel(b)}</td>
                <td className="py-1 pl-3 text-right">{percent(b.ratePercent)}</td>
                <td className="py-1 pl-3 text-right">{money(b.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {fillMessage(m.inForceFrom, { date: formatDay(line.effectiveFrom) })} {m.source}:{' '}
        <a href={line.source.url} lang="en" hrefLang="en" className="underline" rel="noopener noreferrer" target="_blank">
          {line.source.title}
        </a>
      </p>
    </li>
  );
}

/** The itemised land transfer tax: each line with its brackets, the refunds, the notes that apply. */
export function LandTransferTaxBreakdown({ tax, closingDate }: { tax: LandTransferTax; closingDate: string }) {
  if (tax.unavailable) {
    return (
      <p role="status" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-navy-900">
        {m.unavailable}{' '}
        <a href={tax.unavailable.url} className="underline" rel="noopener noreferrer" target="_blank">
          {tax.unavailable.title}
        </a>
      </p>
    );
  }
  const latest = tax.lines.find((l) => l.latestBefore);
  return (
    <div className="flex flex-col gap-4">
      {latest ? (
        <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-navy-900">
          {fillMessage(m.latestSchedule, { year: closingDate.slice(0, 4), date: formatDay(latest.effectiveFrom) })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {tax.lines.map((line) => (
          <LineDetail key={line.id} line={line} />
        ))}
      </ul>
      {tax.reliefs.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-navy-900">{m.reliefs}</h3>
          <dl className="flex flex-col gap-1 text-sm">
            {tax.reliefs.map((r) => (
              <div key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-dotted py-1">
                <dt>
                  {m.reliefNames[r.id]} {r.confirmed ? null : <UnconfirmedBadge />}
                </dt>
                <dd className="font-medium tabular-nums">−{money(r.amountCents)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {tax.confirmed ? null : <p className="text-xs text-muted-foreground">{m.unconfirmedNote}</p>}
    </div>
  );
}

import { Link } from '@/lib/localized-router';
import { ArrowRight } from 'lucide-react';
import { homeMessages } from '@maple/shared/messages/home';
import { rateTypeMessages } from '@maple/shared/messages/rate-types';
import { standardTermMonths } from '@maple/shared/terms';
import { formatRate } from '@/lib/format';
import { useProvinceRates } from '@/features/rates/api/rate-queries';
import { lowestRatesByTerm } from '@/features/rates/rate-summary';
import { aprText, exampleSentence, ratesAsOfText } from '@/features/rates/rate-disclosure';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { HomeSection } from './home-section';

const m = homeMessages;

/**
 * Ontario's lowest fixed and variable rate for the 1, 3, 5 and 7 year terms, each with its APR as
 * large (issue 27), with a link to every rate.
 */
export function HomeRates() {
  const { data, isPending } = useProvinceRates('ON');
  const terms = lowestRatesByTerm(data?.rates ?? []).filter((row) =>
    (standardTermMonths as readonly number[]).includes(row.termMonths),
  );
  const asOf = ratesAsOfText(data?.rates ?? []);

  return (
    <HomeSection
      id="home-rates"
      title={m.ratesTitle}
      intro={m.ratesIntro}
      action={
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to="/rates">
            {m.viewAllRates}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {isPending ? (
        <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <span className="sr-only">{m.ratesLoading}</span>
          {standardTermMonths.map((term) => (
            <Skeleton key={term} className="h-52" radius="rounded-lg" />
          ))}
        </div>
      ) : terms.length === 0 ? (
        // A failed request ends here too: the section keeps its link to the rates page.
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.ratesEmpty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {terms.map((row) => (
            <li key={row.termMonths} className="flex min-h-36 flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm sm:p-5">
              <h3 className="font-semibold text-navy-900">{row.termLabel}</h3>
              <dl className="grid gap-1.5 text-sm">
                <div className="flex flex-col">
                  <dt className="text-muted-foreground">{rateTypeMessages.fixedTab}</dt>
                  <dd className="flex flex-wrap items-baseline justify-between gap-x-2 text-lg font-bold text-maple-700 tabular-nums">
                    <span>{row.fixed === null ? '—' : formatRate(row.fixed)}</span>
                    {row.fixedApr === null ? null : <span className="whitespace-nowrap">{aprText(row.fixedApr)}</span>}
                  </dd>
                </div>
                <div className="flex flex-col">
                  <dt className="text-muted-foreground">{rateTypeMessages.variableTab}</dt>
                  <dd className="flex flex-wrap items-baseline justify-between gap-x-2 text-lg font-bold text-navy-900 tabular-nums">
                    <span>{row.variable === null ? '—' : formatRate(row.variable)}</span>
                    {row.variableApr === null ? null : <span className="whitespace-nowrap">{aprText(row.variableApr)}</span>}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-muted-foreground">
        {asOf && data && terms.length > 0 ? `${asOf}. ${exampleSentence(data.representativeExample)} ` : null}
        {rateTypeMessages.note}
      </p>
    </HomeSection>
  );
}

import { TrendingDown } from 'lucide-react';
import { homeMessages } from '@maple/shared/messages/home';
import { bestRateText } from '@/features/rates/rate-summary';
import { aprText, exampleSentence, ratesAsOfText } from '@/features/rates/rate-disclosure';
import { useBestRate } from '@/features/rates/api/rate-queries';

/**
 * 'Best Rate Today: 3.84% · 5 year fixed · 3.890% APR', the APR as large as the rate, and under it
 * the example the APR is worked on and the day the rate was set (issue 27); nothing while loading,
 * on 404 (no active rate) or on error.
 */
export function BestRateBadge() {
  const { data } = useBestRate();
  if (!data) return null;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <p className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-white/10 px-4 py-2 text-sm ring-1 ring-white/25">
        <TrendingDown className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
        <span className="font-semibold text-amber-200">{homeMessages.bestRateLabel}</span>
        <span className="font-bold text-white tabular-nums">{bestRateText(data)}</span>
        <span className="font-bold text-white tabular-nums">· {aprText(data.apr)}</span>
      </p>
      <p className="max-w-2xl px-1 text-xs text-navy-100">
        {ratesAsOfText([data])}. {exampleSentence(data.representativeExample)}
      </p>
    </div>
  );
}

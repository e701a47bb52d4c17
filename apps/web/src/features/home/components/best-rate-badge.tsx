import { TrendingDown } from 'lucide-react';
import { homeMessages } from '@maple/shared/messages/home';
import { bestRateText } from '@/features/rates/rate-summary';
import { useBestRate } from '@/features/rates/api/rate-queries';

/** 'Best Rate Today: 3.84% · 5 year fixed'; nothing while loading, on 404 (no active rate) or on error. */
export function BestRateBadge() {
  const { data } = useBestRate();
  if (!data) return null;
  return (
    <p className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-white/10 px-4 py-2 text-sm ring-1 ring-white/25">
      <TrendingDown className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
      <span className="font-semibold text-amber-200">{homeMessages.bestRateLabel}</span>
      <span className="font-bold text-white tabular-nums">{bestRateText(data)}</span>
    </p>
  );
}

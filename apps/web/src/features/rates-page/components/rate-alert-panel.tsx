import { lazy, Suspense, useState } from 'react';
import { BellRing } from 'lucide-react';
import { rateAlertsMessages as m } from '@maple/shared/messages/rate-alerts';
import type { ProvinceCode } from '@maple/shared/provinces';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const RateAlertForm = lazy(() => import('./rate-alert-form'));

/**
 * "Tell me when rates drop" on the rates page (issue 40 §5): a button first, the form's code
 * downloaded only when it is pressed (decision 089), so the page's first download is unchanged.
 */
export function RateAlertPanel({ province }: { province: ProvinceCode }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="rate-alert-title" className="flex flex-col gap-4 rounded-xl border bg-background p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-maple-50 text-maple-700">
          <BellRing className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="rate-alert-title" className="text-xl font-semibold text-navy-900">
            {m.title}
          </h2>
          <p className="text-sm text-muted-foreground">{m.intro}</p>
        </div>
      </div>
      {open ? (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <RateAlertForm province={province} />
        </Suspense>
      ) : (
        <Button type="button" variant="outline" className="self-start" aria-expanded={false} onClick={() => setOpen(true)}>
          {m.open}
        </Button>
      )}
    </section>
  );
}

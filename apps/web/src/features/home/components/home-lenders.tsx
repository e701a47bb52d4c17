import { homeMessages } from '@maple/shared/messages/home';
import { shellMessages } from '@maple/shared/messages/shell';
import { LenderList } from '@/features/lenders/components/lender-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useLenders } from '@/features/lenders/api/lender-queries';
import { HomeSection } from './home-section';

const m = homeMessages;

/** Active lenders in display order. With none to show (or a failed request) the band is left out. */
export function HomeLenders() {
  const { data: lenders, isPending } = useLenders();
  if (!isPending && !lenders?.length) return null;
  return (
    <HomeSection id="home-lenders" title={m.lendersTitle} intro={m.lendersIntro} className="bg-muted">
      {isPending ? (
        <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <span className="sr-only">{shellMessages.loading}</span>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} className="h-20" radius="rounded-lg" fill="bg-navy-100" />
          ))}
        </div>
      ) : (
        <LenderList lenders={lenders ?? []} />
      )}
    </HomeSection>
  );
}

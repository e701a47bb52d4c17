import type { PublicLender } from '@maple/shared/schemas/lenders';
import { cx } from '@/lib/cx';
import { ResponsiveImage } from '@/components/responsive-image';

/** Lenders in the order given: the logo (named by its alt text) or, without one, the name. */
export function LenderList({ lenders, className }: { lenders: readonly PublicLender[]; className?: string }) {
  return (
    <ul className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {lenders.map((lender) => (
        <li key={lender.id} className="flex h-20 items-center justify-center rounded-lg border bg-background px-3 text-center shadow-sm">
          {lender.logoUrl ? (
            <ResponsiveImage src={lender.logoUrl} alt={lender.name} sizes="160px" width={160} height={48} className="h-12 w-auto max-w-full object-contain" />
          ) : (
            <span className="text-sm font-semibold text-navy-900">{lender.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

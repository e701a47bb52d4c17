import { Link } from '@/lib/localized-router';
import { useTeamName } from '../api/site-queries';
import { cx } from '@/lib/cx';
import { MapleLeaf } from '@/components/maple-leaf';

/** Logo plus the team name, linking home. `compact` hides the name (visually only) at tablet widths. */
export function BrandLink({ className, compact = false }: { className?: string; compact?: boolean }) {
  const name = useTeamName();
  return (
    <Link to="/" className={cx('flex min-w-0 items-center gap-2.5 rounded-md', className)}>
      <MapleLeaf className="size-9 shrink-0" />
      <span
        className={cx(
          'line-clamp-2 text-base leading-tight font-bold tracking-tight text-navy-900 sm:text-lg',
          compact && 'md:max-lg:sr-only',
        )}
      >
        {name}
      </span>
    </Link>
  );
}

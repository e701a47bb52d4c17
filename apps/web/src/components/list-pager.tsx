import type { ReactNode } from 'react';
import { Link } from '@/lib/localized-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pagingMessages as m } from '@maple/shared/messages/paging';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/lib/message-template';

/** "Showing 26–50 of 140"; nothing before the first answer, nor for an empty list (its empty state says so). Announced when it changes. */
export function ListSummary({ page, pageSize, total }: { page: number; pageSize: number; total: number | undefined }) {
  const first = total ? (page - 1) * pageSize + 1 : 0;
  const last = total ? Math.min(page * pageSize, total) : 0;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {total && first <= total ? fillMessage(m.showing, { from: first, to: last, total }) : null}
    </p>
  );
}

type ListPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The nav's name ("Pages of blog posts"). */
  label: string;
} & (
  /** Buttons that change the page in place (the signed-in lists). */
  | { onPage: (page: number) => void; hrefFor?: never }
  /** Real links (`/blog?page=2`) that a crawler can follow (the public blog). */
  | { hrefFor: (page: number) => string; onPage?: never }
);

/** Previous / Next under a paged list, looking like the leads pager; nothing when everything fits on one page. */
export function ListPager({ page, pageSize, total, label, onPage, hrefFor }: ListPagerProps) {
  if (total <= pageSize && page <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page * pageSize < total;
  const step = (to: number, enabled: boolean, children: ReactNode) =>
    hrefFor ? (
      enabled ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(to)} rel={to < page ? 'prev' : 'next'}>
            {children}
          </Link>
        </Button>
      ) : (
        // A link to nowhere is not a link: the end of the list is a disabled button, as with the signed-in lists.
        <Button variant="outline" size="sm" disabled>
          {children}
        </Button>
      )
    ) : (
      <Button variant="outline" size="sm" disabled={!enabled} onClick={() => onPage(to)}>
        {children}
      </Button>
    );
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      {step(
        page - 1,
        hasPrevious,
        <>
          <ChevronLeft aria-hidden="true" />
          {m.previousPage}
        </>,
      )}
      {step(
        page + 1,
        hasNext,
        <>
          {m.nextPage}
          <ChevronRight aria-hidden="true" />
        </>,
      )}
    </nav>
  );
}

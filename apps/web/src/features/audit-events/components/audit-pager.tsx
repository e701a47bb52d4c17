import { ChevronLeft, ChevronRight } from 'lucide-react';
import { auditMessages as m } from '@maple/shared/messages/audit';
import { Button } from '@/components/ui/button';

/** Previous / next under a list of events, with "Page 2 of 5"; nothing when one page holds them all. */
export function AuditPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.pagination} className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {m.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {m.pageOf(Math.min(page, pages), pages)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

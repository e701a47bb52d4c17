import { ChevronLeft, ChevronRight } from 'lucide-react';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/lib/message-template';

/** Previous / next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {m.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {fillMessage(m.pageOf, { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

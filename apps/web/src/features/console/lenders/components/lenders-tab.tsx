import { useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { lendersMessages as m } from '@maple/shared/messages/lenders';
import type { AdminLender } from '@maple/shared/schemas/lenders';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminLenders, useDeleteLender, useReorderLenders } from '@/features/lenders/api/lender-admin';
import { fillMessage } from '@/lib/message-template';
import { ListManager } from '@/components/list-manager';
import { catalogueDeleteText, catalogueListMessages } from '../../components/catalogue/catalogue-list';
import { ItemEditDeleteButtons } from '../../components/catalogue/item-buttons';
import { LenderDialog } from './lender-dialog';

/** Lenders in display order: drag by the handle (or use the arrow buttons) to reorder; create, edit, delete. */
export function LendersTab() {
  const lenders = useAdminLenders();
  const remove = useDeleteLender();
  const reorder = useReorderLenders();
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The dialog is mounted only while open, so each opening starts from the lender (null: a new one).
  const [editing, setEditing] = useState<{ lender: AdminLender | null } | null>(null);

  const move = (list: AdminLender[], from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const ids = list.map((l) => l.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    setAnnouncement(fillMessage(c.moved, { name: list[from]!.name, position: to + 1, count: list.length }));
    reorder.mutate(ids, { onSuccess: () => toast.success(m.reordered), onError: () => toast.error(m.reorderFailed) });
  };

  const onDrop = (list: AdminLender[], target: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = list.findIndex((l) => l.id === dragged);
    setDragged(null);
    if (from !== -1) move(list, from, target);
  };

  // The live region stays mounted so screen readers hear each move.
  const intro = (
    <>
      <p className="text-sm text-muted-foreground">{c.reorderHint}</p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );

  return (
    <ListManager
      query={lenders}
      messages={catalogueListMessages('lender', m)}
      add={{ label: c.add.lender, onClick: () => setEditing({ lender: null }) }}
      header={intro}
      remove={(lender) => remove.mutateAsync(lender.id)}
      removing={remove.isPending}
      deleteDescription={catalogueDeleteText}
      footer={editing ? <LenderDialog lender={editing.lender} onClose={() => setEditing(null)} /> : null}
      frame={(rows, busy) => (
        <ol className="flex flex-col gap-2" aria-label={c.displayOrder} aria-busy={busy}>
          {rows}
        </ol>
      )}
    >
      {(items, _deleteButton, askDelete) =>
        items.map((lender, i, list) => (
          <li
            key={lender.id}
            data-lender-id={lender.id}
            onDragOver={(e) => dragged && e.preventDefault()}
            onDrop={onDrop(list, i)}
            className={`flex flex-wrap items-center gap-3 rounded-lg border bg-card p-2 sm:flex-nowrap ${dragged === lender.id ? 'opacity-50' : ''}`}
          >
            <span
              draggable
              onDragStart={(e) => {
                setDragged(lender.id);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', lender.id);
              }}
              onDragEnd={() => setDragged(null)}
              title={fillMessage(c.dragHandle, { name: lender.name })}
              className="cursor-grab text-muted-foreground"
              aria-hidden="true"
            >
              <GripVertical className="size-5" />
            </span>
            {lender.logoUrl ? <img src={lender.logoUrl} alt="" className="h-8 w-16 shrink-0 object-contain" loading="lazy" /> : null}
            <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{lender.name}</span>
            <Badge variant="secondary">{m.types[lender.type]}</Badge>
            <Badge variant={lender.isActive ? 'success' : 'outline'}>{lender.isActive ? c.active : c.inactive}</Badge>
            <div className="flex gap-1">
              <Button size="icon" variant="ghost" disabled={i === 0 || reorder.isPending} onClick={() => move(list, i, i - 1)} aria-label={fillMessage(c.moveUp, { name: lender.name })}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button size="icon" variant="ghost" disabled={i === list.length - 1 || reorder.isPending} onClick={() => move(list, i, i + 1)} aria-label={fillMessage(c.moveDown, { name: lender.name })}>
                <ArrowDown aria-hidden="true" />
              </Button>
              <ItemEditDeleteButtons name={lender.name} onEdit={() => setEditing({ lender })} onDelete={() => askDelete(lender)} />
            </div>
          </li>
        ))
      }
    </ListManager>
  );
}

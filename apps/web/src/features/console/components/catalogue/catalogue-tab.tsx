import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { consoleMessages } from '@maple/shared/messages/console';
import { formMessages } from '@maple/shared/messages/forms';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStates, type ListQuery } from '@/components/list-states';
import { fillMessage } from '@/lib/message-template';
import { AddItemButton } from './item-buttons';

type CatalogueItem = { id: string; name: string };
type CatalogueKind = keyof typeof c.add;

const emptyText: Record<CatalogueKind, string> = { product: c.emptyProducts, service: c.emptyServices, lender: c.emptyLenders };
const cardGrid = (rows: ReactNode, busy: boolean | undefined, label: string) => (
  <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={label} aria-busy={busy}>
    {rows}
  </ul>
);
const listLabel: Record<CatalogueKind, string> = { product: consoleMessages.tabs.products.label, service: consoleMessages.tabs.services.label, lender: consoleMessages.tabs.lenders.label };

/** What a row may ask of the tab: open its edit dialog, or ask to delete it. */
export type CatalogueItemActions<T> = { edit: (item: T) => void; askDelete: (item: T) => void };

type CatalogueTabProps<T extends CatalogueItem> = {
  /** Picks the tab's add label, empty text and delete title. */
  kind: CatalogueKind;
  query: ListQuery<T>;
  remove: UseMutationResult<unknown, unknown, string>;
  messages: { fetchFailed: string; deleted: string; deleteFailed: string };
  /** Shown between the add button and the list (the lenders' reorder hint). */
  intro?: ReactNode;
  /** The create (item null) or edit dialog; mounted only while open so each opening starts from the item. */
  renderDialog: (item: T | null, onClose: () => void) => ReactNode;
  /** Draws the rows (each an `li`) in the tab's own list (the lenders' ordered list); a grid of cards when absent. */
  frame?: (rows: ReactNode, busy: boolean | undefined, label: string) => ReactNode;
  children: (items: T[], actions: CatalogueItemActions<T>) => ReactNode;
};

/**
 * The frame the three catalogue tabs share, from the kit: the add button, the list's loading, error
 * and empty states (ListStates), the create/edit dialog, and the delete question (ConfirmDialog),
 * which stays open on failure so the admin can retry.
 */
export function CatalogueTab<T extends CatalogueItem>({ kind, query, remove, messages, intro, renderDialog, frame = cardGrid, children }: CatalogueTabProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const actions: CatalogueItemActions<T> = { edit: setEditing, askDelete: setDeleting };

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(messages.deleteFailed),
    });

  return (
    <div className="flex flex-col gap-4">
      <AddItemButton label={c.add[kind]} onClick={() => setEditing('new')} />
      {intro}
      <ListStates
        query={query}
        messages={{ loading: c.loading, fetchFailed: messages.fetchFailed, tryAgain: formMessages.tryAgain, empty: emptyText[kind], listLabel: listLabel[kind] }}
        frame={(rows, busy) => frame(rows, busy, listLabel[kind])}
      >
        {(items) => children(items, actions)}
      </ListStates>
      {editing ? renderDialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={c.deleteTitle[kind]}
        description={fillMessage(c.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

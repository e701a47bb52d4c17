import { useState, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { cn } from '@/lib/cn';
import { ListStates, type ListMessages, type ListQuery } from './list-states';
import { PagedList, type PagerLabel, type PagingLabels } from './paged-list';
import type { ListPage } from './use-list-page';

export type DeleteMessages = { confirmDeleteTitle: string; delete: string; cancel: string; deleted: string; deleteFailed: string };

type ListManagerProps<T> = {
  query: ListQuery<T>;
  /**
   * A list the server pages (`query` asked for `paging.page` of `pageSize` rows matching `paging.q`):
   * a search box, the total, and a pager. Without it the rows are drawn as they come.
   */
  paging?: { state: ListPage; pageSize: number } & ({ search?: true; messages: PagingLabels } | { search: false; messages: PagerLabel });
  messages: ListMessages & DeleteMessages;
  /** The add button above the list, which opens the caller's create dialog. */
  add?: { label: string; onClick: () => void };
  /** Above the list, in place of an add button: an upload field. */
  header?: ReactNode;
  /** Below the list: the create/edit dialog. */
  footer?: ReactNode;
  /** Deletes one item; rejects with the server's error. */
  remove: (item: T) => Promise<unknown>;
  removing: boolean;
  /** The confirmation's text; the item is null while the dialog closes. */
  deleteDescription: (item: T | null) => ReactNode;
  className?: string;
  /** Draws the rows in the list's own element (the catalogue's card grid, the lenders' ordered list); an unpaged list only. */
  frame?: (rows: ReactNode, busy: boolean | undefined) => ReactNode;
  /**
   * The rows; `deleteButton` is a row's Delete button, which opens the confirmation for it, and
   * `askDelete` opens it from a row's own button (the catalogue's cards).
   */
  children: (items: T[], deleteButton: (item: T, ariaLabel?: string) => ReactNode, askDelete: (item: T) => void) => ReactNode;
};

/**
 * The frame the signed-in managers share (documents, blog posts, testimonials, webhooks, the
 * catalogue's products, services and lenders): what goes
 * above the list, its search, total and pager when the server pages it, its loading, error and empty
 * states, and the confirmed delete that closes once it succeeds.
 */
export function ListManager<T>({ query, paging, messages, add, header, footer, remove, removing, deleteDescription, className, frame, children }: ListManagerProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (deleting === null) return;
    remove(deleting).then(
      () => {
        toast.success(messages.deleted);
        setDeleting(null);
      },
      (error: Error) => toast.error(messages.deleteFailed, { description: error.message }),
    );
  };

  const deleteButton = (item: T, ariaLabel?: string) => (
    <Button variant="outline" size="sm" aria-label={ariaLabel} onClick={() => setDeleting(item)}>
      <Trash2 aria-hidden="true" />
      {messages.delete}
    </Button>
  );

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      {add ? (
        <Button className="self-start" onClick={add.onClick} aria-haspopup="dialog">
          <Plus aria-hidden="true" />
          {add.label}
        </Button>
      ) : null}
      {header}
      {paging ? (
        paging.search === false ? (
          <PagedList query={query} search={false} messages={{ ...messages, ...paging.messages }} paging={paging.state} pageSize={paging.pageSize}>
            {(items) => children(items, deleteButton, setDeleting)}
          </PagedList>
        ) : (
          <PagedList query={query} messages={{ ...messages, ...paging.messages }} paging={paging.state} pageSize={paging.pageSize}>
            {(items) => children(items, deleteButton, setDeleting)}
          </PagedList>
        )
      ) : (
        <ListStates query={query} messages={messages} frame={frame}>
          {(items) => children(items, deleteButton, setDeleting)}
        </ListStates>
      )}
      {footer}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={messages.confirmDeleteTitle}
        description={deleteDescription(deleting)}
        confirmLabel={messages.delete}
        cancelLabel={messages.cancel}
        busy={removing}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { CatalogueListStates } from './catalogue-list-states';
import { DeleteConfirmation } from './delete-confirmation';
import { AddItemButton } from './item-buttons';

type CatalogueItem = { id: string; name: string };
type CatalogueKind = keyof typeof c.add;

const emptyText: Record<CatalogueKind, string> = { product: c.emptyProducts, service: c.emptyServices, lender: c.emptyLenders };

/** What a row may ask of the tab: open its edit dialog, or ask to delete it. */
export type CatalogueItemActions<T> = { edit: (item: T) => void; askDelete: (item: T) => void };

type CatalogueTabProps<T extends CatalogueItem> = {
  /** Picks the tab's add label, empty text and delete title. */
  kind: CatalogueKind;
  query: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, unknown, string>;
  messages: { fetchFailed: string; deleted: string; deleteFailed: string };
  /** Shown between the add button and the list (the lenders' reorder hint). */
  intro?: ReactNode;
  /** The create (item null) or edit dialog; mounted only while open so each opening starts from the item. */
  renderDialog: (item: T | null, onClose: () => void) => ReactNode;
  children: (items: T[], actions: CatalogueItemActions<T>) => ReactNode;
};

/** The frame every catalogue tab shares: add button, list states, the create/edit dialog and the delete confirmation. */
export function CatalogueTab<T extends CatalogueItem>({ kind, query, remove, messages, intro, renderDialog, children }: CatalogueTabProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const actions: CatalogueItemActions<T> = { edit: setEditing, askDelete: setDeleting };

  return (
    <div className="flex flex-col gap-4">
      <AddItemButton label={c.add[kind]} onClick={() => setEditing('new')} />
      {intro}
      <CatalogueListStates query={query} fetchFailed={messages.fetchFailed} empty={emptyText[kind]}>
        {(items) => children(items, actions)}
      </CatalogueListStates>
      {editing ? renderDialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      <DeleteConfirmation item={deleting} onClose={() => setDeleting(null)} remove={remove} title={c.deleteTitle[kind]} messages={messages} />
    </div>
  );
}

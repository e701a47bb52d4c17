import type { ReactNode } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { consoleMessages } from '@maple/shared/messages/console';
import { formMessages } from '@maple/shared/messages/forms';
import type { ListMessages } from '@/components/list-states';
import type { DeleteMessages } from '@/components/list-manager';
import { fillMessage } from '@/lib/message-template';

type CatalogueKind = keyof typeof c.add;

const emptyText: Record<CatalogueKind, string> = { product: c.emptyProducts, service: c.emptyServices, lender: c.emptyLenders };
const listLabel: Record<CatalogueKind, string> = { product: consoleMessages.tabs.products.label, service: consoleMessages.tabs.services.label, lender: consoleMessages.tabs.lenders.label };

/**
 * The words a catalogue tab gives `ListManager`: the catalogue's own (loading, empty, the delete
 * question) with the feature's outcomes (its fetch failure, deleted, delete failed).
 */
export function catalogueListMessages(kind: CatalogueKind, feature: { fetchFailed: string; deleted: string; deleteFailed: string }): ListMessages & DeleteMessages {
  return {
    loading: c.loading,
    fetchFailed: feature.fetchFailed,
    tryAgain: formMessages.tryAgain,
    empty: emptyText[kind],
    listLabel: listLabel[kind],
    confirmDeleteTitle: c.deleteTitle[kind],
    delete: c.delete,
    cancel: c.cancel,
    deleted: feature.deleted,
    deleteFailed: feature.deleteFailed,
  };
}

/** The delete question's text, naming the item; the item is null while the question closes. */
export const catalogueDeleteText = (item: { name: string } | null) => fillMessage(c.deleteText, { name: item?.name ?? '' });

/** Products and services draw their rows as a grid of cards, named like the tab. */
export const cardGrid = (kind: CatalogueKind) => (rows: ReactNode, busy: boolean | undefined) => (
  <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={listLabel[kind]} aria-busy={busy}>
    {rows}
  </ul>
);

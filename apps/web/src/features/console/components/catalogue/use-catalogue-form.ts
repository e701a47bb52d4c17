import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useServerForm } from '@/components/form/use-server-form';

type CatalogueFormOptions<Item extends { id: string }, Values extends FieldValues, Body, Saved> = {
  /** The item being edited; null when adding one. */
  item: Item | null;
  resolver: Resolver<Values, unknown, Body>;
  /** The inputs for the item (or empty ones for a new item). */
  toValues: (item: Item | null) => Values;
  save: UseMutationResult<Saved, unknown, { id?: string; input: Body }>;
  messages: { created: string; updated: string; saveFailed: string };
  onClose: () => void;
  /** A notice after the saved toast, before the dialog closes (a name cut to 255 characters). */
  afterSave?: (saved: Saved) => void;
};

/** A catalogue dialog's form (products, services, lenders): adds or updates the item, says which, and closes once saved. */
export function useCatalogueForm<Item extends { id: string }, Values extends FieldValues, Body, Saved>({ item, resolver, toValues, save, messages, onClose, afterSave }: CatalogueFormOptions<Item, Values, Body, Saved>) {
  return useServerForm({
    resolver,
    defaultValues: toValues(item),
    submit: (input) => save.mutateAsync({ id: item?.id, input }),
    messages: { saved: item ? messages.updated : messages.created, failed: messages.saveFailed },
    onSaved: (saved) => {
      afterSave?.(saved);
      onClose();
    },
  });
}

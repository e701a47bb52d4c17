import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from 'sonner';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from './form-errors';

type SaveMessages = { created: string; updated: string; saveFailed: string };

type CatalogueSaveOptions<S extends z.ZodType, R> = {
  /** The shared request schema: checked here first so the admin sees field messages without a round trip. */
  schema: S;
  /** Gets what the schema parsed: the body the API's description documents. */
  save: UseMutationResult<R, unknown, { id?: string; input: z.output<S> }>;
  /** The item being edited; absent when creating. */
  id: string | undefined;
  messages: SaveMessages;
  onClose: () => void;
  /** Extra notices after the saved toast, before the dialog closes. */
  afterSave?: (saved: R) => void;
};

/** Submit handling shared by the catalogue dialogs: validate, save, toast, and keep the server's field errors on failure. */
export function useCatalogueSave<S extends z.ZodType, R>({ schema, save, id, messages, onClose, afterSave }: CatalogueSaveOptions<S, R>) {
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent, input: z.input<S>) => {
    event.preventDefault();
    const parsed = schema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(
      { id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(id ? messages.updated : messages.created);
          afterSave?.(saved);
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(messages.saveFailed);
        },
      },
    );
  };

  return { errors, submit, busy: save.isPending };
}

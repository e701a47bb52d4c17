import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's refusal where it belongs: each refused field's message on the field, focus on
 * the first of them; returns the words for the form's alert when no field of the form was named
 * (a rate limit, an expired link), or `fallback` when the server could not answer.
 */
export function showRefusal<F extends FieldValues>(error: unknown, form: UseFormReturn<F>, fields: Path<F>[], fallback: string): string | null {
  if (isApiError(error) && error.fields) {
    const refused = fields.filter((name) => error.fields?.[name]);
    for (const name of refused) {
      const message = error.fields[name]!;
      form.setError(name, { type: 'server', message: Array.isArray(message) ? message[0] : message });
    }
    if (refused[0]) {
      form.setFocus(refused[0]);
      return null;
    }
  }
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.message : fallback;
}

/** A form's own message (not a field's), read out when it appears. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/30 bg-maple-50 px-3 py-2 text-sm text-destructive">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A success the person should read before going on: announced politely, with its own heading. */
export function FormDone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, ResolverResult, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { pageMaxLength } from '@maple/shared/schemas/consents';
import { isApiError } from '@/lib/api-client';

/**
 * A react-hook-form resolver that checks the request a form would send with the shared schema
 * (the same one POST /api/leads uses). `toRequest` turns the inputs' text into that request; the
 * schema's field paths match the form's names, so its messages land beside the right inputs.
 */
export function leadFormResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toRequest: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  const inner = zodResolver(schema as never) as unknown as (
    values: unknown,
    context: unknown,
    options: unknown,
  ) => Promise<ResolverResult<FieldValues, unknown>>;
  return async (values, context, options) => {
    const result = await inner(toRequest(values), context, options);
    return result as unknown as ResolverResult<Values, z.output<Schema>>;
  };
}

/**
 * The page a form is sent from, kept on a consent record (issue 26): read when the form is sent,
 * never while rendering (there is no window on the server). A path the schema would refuse (too
 * long) is left out rather than blocking the form.
 */
export function currentPagePath(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const path = window.location.pathname;
  return path.startsWith('/') && !path.startsWith('//') && path.length <= pageMaxLength ? path : undefined;
}

/** A schema message as shown beside one field: the catalogue's "fill in all required fields" reads oddly there. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message === leadsMessages.requiredFields ? leadFormsMessages.required : message;
}

/** Marks the fields a 400 answer names; returns whether any of them belong to this form. */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  names: readonly Path<Values>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let marked = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((names as readonly string[]).includes(name)) {
      setError(name as Path<Values>, { type: 'server', message: Array.isArray(message) ? message[0] : message });
      marked = true;
    }
  }
  return marked;
}

/**
 * '$450,000' or '450 000.50' → 450000.5; nothing typed → undefined (the schema then says the field
 * is required); anything else → NaN (it says "not a valid number").
 */
export function parseAmountText(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,\u00a0\u202f]/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

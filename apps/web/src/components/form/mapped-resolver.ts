import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** The first message inside a nested error (`events.1`, `leadInboxEmails.2`). */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (typeof (error as FieldError).message === 'string') return error as FieldError;
  for (const inner of Object.values(error)) {
    const found = firstError(inner);
    if (found) return found;
  }
  return undefined;
}

const isGroup = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * For a form whose inputs differ from the request body (a list typed as one line, a blank left out,
 * a yes/no standing for a boolean): maps the inputs onto the body and checks it with the shared
 * schema the route validates with. A message about one entry of a list lands on the one input that
 * holds the list; inputs grouped in an object (`socialLinks.x`) keep their own messages; a check
 * of the whole body is `errors.root`.
 */
export function mappedResolver<Values extends FieldValues, Body>(schema: z.ZodType<Body>, toBody: (values: Values) => unknown): Resolver<Values, unknown, Body> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Body>;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    const errors = result.errors as Record<string, unknown>;
    for (const [name, error] of Object.entries(errors)) {
      // A check of the whole body ("nothing to correct") has no input: it is the form's own message.
      if (name === '') {
        delete errors[name];
        errors.root = { type: (error as FieldError).type, message: (error as FieldError).message };
        continue;
      }
      if (isGroup(values[name]) || (error as FieldError | undefined)?.message !== undefined) continue;
      const found = firstError(error);
      if (found) errors[name] = { type: found.type, message: found.message };
    }
    return result as never;
  };
}

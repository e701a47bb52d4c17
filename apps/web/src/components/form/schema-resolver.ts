import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `useServerForm`'s resolver from a shared request schema, typed by the form's inputs: `toInput`
 * turns what the inputs hold into what the schema reads (`(values) => values` when they are the
 * same; a number typed as text, a list edited as lines). The schema's messages land on the inputs
 * of the same names, so `toInput` keeps the field names.
 *
 * Needed because `zodResolver(schema)` is typed by the schema's input (where a preprocessed field
 * is `unknown`), which is not the inputs' own type.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(schema: S, toInput: (values: Values) => z.input<S>): Resolver<Values, unknown, z.output<S>> {
  const check = zodResolver(schema as z.ZodType<z.output<S>, FieldValues>) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return (values, context, options) => check(toInput(values), context, options as never) as never;
}

/**
 * The shape a French twin of a message module must have: the English module's structure, with each
 * text widened from its literal type to `string`, each list of the same length, each function of the
 * same parameters. A key missing in the twin (or one the English lacks) is a type error, and
 * apps/server/src/lib/catalogue-parity.test.ts checks the same at run time, placeholders included.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

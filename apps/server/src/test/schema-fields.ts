import type { z } from 'zod';

// The string fields of a request schema, found by walking the schema itself, so the route fuzz
// reaches every field of every write route without a list kept by hand: a field added later is
// fuzzed as soon as its route exists.

/** One string field: where it sits in the body, and whether it takes a date. */
export type StringField = { path: string[]; kind: 'date' | 'text' };

/**
 * One shape a body may take: the discriminators that choose it (a lead's `kind`), and its string
 * fields. A discriminated union gives one shape per option; any other schema, one.
 */
export type BodyShape = { fixed: [string[], unknown][]; fields: StringField[] };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A date field is told by what it takes, not by how it was built, so one made without the day
 * schema is found too: a day or an instant, and not a name, a phone number or a long word (a secret).
 */
const takesDates = (schema: z.ZodType) =>
  (schema.safeParse('2026-01-15').success || schema.safeParse('2026-01-15T10:00:00Z').success) && ['Ada Lovelace', '416-555-0100', 'AdaLovelaceAdaLovelaceAda'].every((other) => !schema.safeParse(other).success);

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** At most this many shapes per body: a few discriminated unions side by side would multiply. */
const maxShapes = 16;

function merge(a: BodyShape[], b: BodyShape[]): BodyShape[] {
  const out: BodyShape[] = [];
  for (const x of a) for (const y of b) if (out.length < maxShapes) out.push({ fixed: [...x.fixed, ...y.fixed], fields: [...x.fields, ...y.fields] });
  return out;
}

/** A literal's value (a discriminator's), or undefined. */
function literalOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (def.type === 'literal') return def.values?.[0];
  if (def.type === 'enum') return Object.values(def.entries ?? {})[0];
  return undefined;
}

function walk(schema: z.ZodType, path: string[]): BodyShape[] {
  const def = defOf(schema);
  const one = (fields: StringField[]): BodyShape[] => [{ fixed: [], fields }];
  if (def.type === 'string') return one([{ path, kind: takesDates(schema) ? 'date' : 'text' }]);
  if (wrappers.has(def.type)) return walk(def.innerType!, path);
  // A preprocess, a transform then a check, or a string piped into a stricter schema: both sides.
  if (def.type === 'pipe') return merge(walk(def.in!, path), walk(def.out!, path));
  if (def.type === 'array') return walk(def.element!, [...path, '0']);
  if (def.type === 'record') return walk(def.valueType!, [...path, String(literalOf(def.keyType!) ?? 'fuzz')]);
  if (def.type === 'intersection') return merge(walk(def.left!, path), walk(def.right!, path));
  if (def.type === 'object') return Object.entries(def.shape!).reduce<BodyShape[]>((shapes, [key, child]) => merge(shapes, walk(child, [...path, key])), one([]));
  if (def.type === 'union' && def.discriminator) {
    return def.options!.flatMap((option) => {
      const value = literalOf(defOf(option).shape![def.discriminator!]!);
      return walk(option, path).map((shape) => ({ fixed: [[[...path, def.discriminator!], value], ...shape.fixed] as [string[], unknown][], fields: shape.fields.filter((f) => f.path.join('.') !== [...path, def.discriminator].join('.')) }));
    });
  }
  // Any other union ('' or null or a day, to clear a field; a list or its JSON text) is refused as
  // a whole, under its own name: one field, a date when any option is one.
  if (def.type === 'union') {
    const kinds = def.options!.flatMap((option) => walk(option, path).flatMap((shape) => shape.fields.map((field) => field.kind)));
    return kinds.length ? one([{ path, kind: kinds.find((kind) => kind !== 'text') ?? 'text' }]) : one([]);
  }
  return one([]);
}

/** The shapes a body schema takes, each string field once (a date schema wins over the string it is piped from). */
export function bodyShapes(schema: z.ZodType): BodyShape[] {
  return walk(schema, []).map((shape) => {
    const byPath = new Map<string, StringField>();
    for (const field of shape.fields) {
      const key = field.path.join('.');
      if (!byPath.has(key) || byPath.get(key)!.kind === 'text') byPath.set(key, field);
    }
    return { fixed: shape.fixed, fields: [...byPath.values()] };
  });
}

/** A body holding `values` at their paths (an index makes an array), beside the shape's discriminators. */
export function bodyWith(shape: BodyShape, values: [string[], unknown][]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, value] of [...shape.fixed, ...values]) {
    let at: Record<string, unknown> = body;
    path.forEach((key, i) => {
      if (i === path.length - 1) at[key] = value;
      else at = (at[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return body;
}

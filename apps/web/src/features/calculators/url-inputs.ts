import type { z } from 'zod';

/**
 * Calculator inputs live in the URL query as the text people typed, so a link reproduces the
 * form exactly. Reading a field gives the value the math uses: the parsed value when it is valid,
 * else the field's default together with a message for the field.
 */
export interface FieldReading<T> {
  value: T;
  error?: string;
}

/** The raw text of each field, keyed by its query parameter name. */
export type RawInputs<K extends string> = Record<K, string>;

/** A message per field whose text was not valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Raw values from the query; a parameter that is absent takes its default text. */
export function readRawInputs<K extends string>(params: URLSearchParams, defaults: RawInputs<K>): RawInputs<K> {
  const raw = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

/** The query for a set of raw values, in the fields' order; empty fields are left out. */
export function toSearchParams<K extends string>(raw: RawInputs<K>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw) as [K, string][]) {
    const trimmed = value.trim();
    if (trimmed !== '') params.set(key, trimmed);
  }
  return params;
}

/** Number text as people write it: '500,000', '$500000', ' 6 '. Empty or anything else is NaN. */
export function parseNumberText(raw: string): number {
  const cleaned = raw.trim().replace(/[\s,$]/g, '');
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** A number checked by one of the shared schemas' fields (limits and decimals live there). */
export function readNumber(raw: string, schema: z.ZodType<number>, fallback: number, message: string): FieldReading<number> {
  const parsed = schema.safeParse(parseNumberText(raw));
  return parsed.success ? { value: parsed.data } : { value: fallback, error: message };
}

/** Like readNumber, but an empty field is a valid "nothing" (`undefined`) or `emptyValue`. */
export function readOptionalNumber<E extends number | undefined>(
  raw: string,
  schema: z.ZodType<number>,
  emptyValue: E,
  message: string,
): FieldReading<number | E> {
  if (raw.trim() === '') return { value: emptyValue };
  const parsed = schema.safeParse(parseNumberText(raw));
  return parsed.success ? { value: parsed.data } : { value: emptyValue, error: message };
}

/** One of a fixed list of option ids, compared without regard to case. */
export function readChoice<T extends string | number>(
  raw: string,
  options: readonly T[],
  fallback: T,
  message: string,
): FieldReading<T> {
  const wanted = raw.trim().toLowerCase();
  const match = options.find((option) => String(option).toLowerCase() === wanted);
  return match === undefined ? { value: fallback, error: message } : { value: match };
}

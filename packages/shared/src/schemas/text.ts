import { z } from 'zod';
import { textMessages } from '../messages/text.ts';

const t = textMessages;

// PostgreSQL refuses NUL in text and lone surrogates in jsonb, and a CR/LF in a one-line field
// becomes a fake header line in a notification mail: such input is refused at the edge, with a
// message for the field, instead of failing deep inside a query.
// eslint-disable-next-line no-control-regex
const oneLineForbidden = /[\u0000-\u001f\u007f]/;
// A textarea may hold tabs and line breaks (CR LF is a line break too); nothing else below space.
// eslint-disable-next-line no-control-regex
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a character no field of ours stores (see the patterns above). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? multiLineForbidden : oneLineForbidden).test(value) || loneSurrogate.test(value);
}

/**
 * True when PostgreSQL can store the text anywhere, jsonb included: no NUL, no lone surrogate. For
 * text kept as it came (a lead's imported details), where other control characters are its own.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

export type TextOptions = {
  max: number;
  /** Allows tab and line breaks (comments, bios, blog content). */
  multiline?: boolean;
  /** Shown when the value is missing or not a string. */
  invalid?: string;
  tooLong?: string;
};

/**
 * The one base for every string a request carries: refuses control characters and lone
 * surrogates, trims, caps the length. Chain `.min(1, …)` for a required field.
 */
export function text({ max, multiline = false, invalid, tooLong = t.tooLong }: TextOptions) {
  // A field's own message covers a missing value too; without one, a left-out field is 'Required'
  // rather than 'Please enter text', which reads as if something had been typed wrong.
  const error = invalid ?? ((issue: { input: unknown }) => (issue.input === undefined ? t.required : t.invalid));
  return z
    .string({ error })
    .refine((v) => !hasForbiddenCharacters(v, multiline), { message: t.forbiddenCharacters, abort: true })
    .trim()
    .max(max, tooLong);
}

/**
 * A string compared exactly as typed (a password, a token): not trimmed, any length up to `max`,
 * but still without control characters or lone surrogates, which no one types and UTF-8 cannot
 * carry (a lone surrogate would be hashed as U+FFFD, the same as another password).
 */
export function exactText({ max, invalid, tooLong = t.tooLong }: { max: number; invalid: string; tooLong?: string }) {
  return z
    .string({ error: invalid })
    .min(1, invalid)
    .refine((v) => !hasForbiddenCharacters(v), { message: t.forbiddenCharacters, abort: true })
    .max(max, tooLong);
}

/** A required one-line or multi-line field: present, not blank after trimming. */
export function requiredText(options: TextOptions & { required: string }) {
  return text({ invalid: options.required, ...options }).min(1, options.required);
}

/** An optional field where an empty string means "not given" (becomes undefined). */
export function optionalText(options: TextOptions) {
  return text(options)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** An email address: one line, at most 254 characters (RFC 5321), then the email format. */
export function emailText(options: { invalid: string; required?: string; tooLong?: string }) {
  const base = text({ max: 254, invalid: options.required ?? options.invalid, tooLong: options.tooLong });
  return (options.required ? base.min(1, options.required) : base).pipe(z.email(options.invalid));
}

// Digits, spaces and + - ( ) . with an optional extension ("x 12", "ext. 12", "#12"); at least one digit.
const phonePattern = /^(?=[^0-9]*[0-9])[0-9+\-(). ]+(?:\s*(?:x|ext\.?|extension|#)\s*[0-9]{1,8})?$/i;

/** A phone number as people write it; letters, line breaks and other symbols are refused. */
export function phoneText(options: { max: number; required?: string; tooLong?: string }) {
  const base = text({ max: options.max, invalid: options.required ?? t.invalidPhone, tooLong: options.tooLong });
  return (options.required ? base.min(1, options.required) : base).refine((v) => v === '' || phonePattern.test(v), t.invalidPhone);
}

export function optionalPhoneText(options: { max: number; tooLong?: string }) {
  return phoneText(options)
    .optional()
    .transform((v) => (v ? v : undefined));
}

import fc from 'fast-check';

// Generators of hostile input for the route fuzz test. Every body they make is invalid for the
// route it is sent to (so nothing may be stored), and every path segment and query value is one
// a person could type into a URL bar or a script could send.

const nasty = ['\u0000', '\u0007', '\r\n', '\n', '\t', '\u001b[31m', '\ud800', '\udfff', '\u202e', '\ufeff', '\u2028', '$`', "$'", '$&', '<script>', '%00', '../'] as const;

/** A string likely to break something: control characters, lone surrogates, markup, any code point. */
export const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...nasty), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('x')),
  fc.constantFrom(1_000, 70_000, 300_000).map((n) => 'y'.repeat(n)),
);

/** A JSON value of the wrong shape for any field: nested arrays, objects, prototype keys. */
const wrongValue = fc.oneof(
  fc.constant({}),
  fc.constant([[[[]]]]),
  fc.constant({ __proto__: { role: 'super_admin' } }),
  fc.constant({ constructor: { prototype: { isAdmin: true } } }),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(-1e308),
  fc.jsonValue({ maxDepth: 3 }).filter((v) => v !== null && typeof v === 'object'),
);

/** A text that is not JSON at all, or JSON a route cannot take as its body. */
const rawBodies = fc.oneof(
  fc.constantFrom('', '{', '{"kind":', '[1,2', 'null', 'true', '"text"', '123', '{"__proto__":{"polluted":true}}', '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}', '\u0000'),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
);

type Json = Record<string, unknown>;

/** A valid sample broken so that the route must refuse it (a wrong type, or a forbidden character). */
function broken(sample: Json) {
  const keys = Object.keys(sample);
  const stringKeys = keys.filter((k) => typeof sample[k] === 'string' && k !== 'kind');
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: wrongValue, extra: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'agent_id', 'isActive'), wrongValue, { maxKeys: 3 }) }).map(
      ({ key, value, extra }) => ({ ...sample, ...extra, [key]: value }),
    ),
    ...(stringKeys.length
      ? [
          fc.record({ key: fc.constantFrom(...stringKeys), bad: fc.constantFrom('\u0000', '\u0007', '\ud800', '\udc00', '\u001b'), drop: fc.constantFrom(...keys) }).map(({ key, bad, drop }) => {
            const copy: Json = { ...sample, [key]: `${String(sample[key])}${bad}` };
            if (drop !== key && drop !== 'kind') delete copy[drop];
            return copy;
          }),
        ]
      : []),
  );
}

export type FuzzRequest = { body?: string; contentType?: string };

/** Bodies for a write route: raw garbage, wrong content types, and broken copies of valid samples. */
export function bodyArbitrary(samples: Json[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    rawBodies.map((body) => ({ body, contentType: 'application/json' })),
    fc.record({ body: fc.string({ maxLength: 40 }), contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml') }),
    ...samples.map((sample) => broken(sample).map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' }))),
  );
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encodeSegment(value: string): string {
  return Array.from(value)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return `%${ch.charCodeAt(0).toString(16)}`;
      }
    })
    .join('');
}

/** A text PostgreSQL cannot store: a NUL (text, jsonb) or a lone surrogate (jsonb), with or without text around it. */
export const hostileText = fc.constantFrom('Ada\u0000Lovelace', '\u0000', 'Ada\ud800', '\udc00Ada', 'ada\u0000@example.com', '416-555-0100\ud83d');

/** A date no field takes: no year 0, none past the range (decision 057), no 30 February, instants included. */
export const hostileDate = fc.constantFrom('0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01', '2026-02-30', '2025-02-29', '+275760-09-13', '-0001-01-01', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T10:00:00Z', '2200-12-31T23:00:00-05:00');

/** A path segment: odd escapes, traversal, huge, or any string percent-encoded. */
export const pathSegment = fc.oneof(
  fc.constantFrom('%00', 'x%00', '%E0%A4%A', '%ud800', '%', '%%', '..', '%2e%2e', '%2F', '%5C', '%0d%0aSet-Cookie:x=1', 'a'.repeat(5000), '00000000-0000-0000-0000-000000000000', 'null', 'undefined', '__proto__'),
  fc.string({ unit: 'binary', maxLength: 60 }).map(encodeSegment),
);

/** A query string: known and unknown keys, repeated keys, nasty values, broken escapes. */
export function queryArbitrary(knownKeys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...knownKeys, '__proto__', 'constructor', 'limit', 'page'), fc.string({ maxLength: 10 }).map(encodeSegment));
  // Date extremes too: PostgreSQL has no year 0, and a year past 9999 or a 30 February must be a 400.
  const value = fc.oneof(nastyString.filter((s) => s.length < 5000).map(encodeSegment), fc.constantFrom('%', '%E0%A4%A', '%00', ''), hostileDate.map(encodeSegment));
  return fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

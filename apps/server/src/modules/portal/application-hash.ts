import { createHash } from 'node:crypto';

/** JSON with every object's keys in order, so the same answers always give the same text (and hash). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 an applicant's consent records and the submission keeps (decision 098): of the steps as saved. */
export const applicationHash = (steps: Record<string, unknown>) => createHash('sha256').update(canonicalJson(steps)).digest('hex');

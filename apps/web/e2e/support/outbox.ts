import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { parseEml, type ParsedEml } from '../../../server/src/test/eml.ts';
import { eventually } from './poll.ts';

// One reader of the outbox's .eml files for the API tests and the end-to-end tests.
export type OutboxMail = ParsedEml;

/** The notification the server wrote for a lead (its file name ends with the lead id), or undefined while there is none. */
export function outboxMail(leadId: string): OutboxMail | undefined {
  const outbox = join(inject('dataDir'), 'outbox');
  let file: string | undefined;
  try {
    file = readdirSync(outbox).find((name) => name.endsWith(`-${leadId}.eml`));
  } catch {
    return undefined;
  }
  if (!file) return undefined;
  return parseEml(readFileSync(join(outbox, file), 'utf8'));
}

/** The newest mail to `address` whose file name holds `-<kind>-` ('confirm', 'welcome'), or undefined while there is none. */
export function outboxMailTo(address: string, kind: string): OutboxMail | undefined {
  const outbox = join(inject('dataDir'), 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.includes(`-${kind}-`) && name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  // File names begin with the time they were written, so the newest sorts last.
  return names
    .sort()
    .map((name) => parseEml(readFileSync(join(outbox, name), 'utf8')))
    .filter((mail) => mail.headers.to === address)
    .at(-1);
}

/** The notification for a stored lead: the server's job queue writes it a moment after the lead. */
export async function sentMail(leadId: string): Promise<OutboxMail> {
  await eventually(() => outboxMail(leadId) !== undefined, { message: `no .eml for lead ${leadId}` }).toBe(true);
  return outboxMail(leadId)!;
}

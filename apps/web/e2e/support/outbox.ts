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

/** The notification for a stored lead: the server's job queue writes it a moment after the lead. */
export async function sentMail(leadId: string): Promise<OutboxMail> {
  await eventually(() => outboxMail(leadId) !== undefined, { message: `no .eml for lead ${leadId}` }).toBe(true);
  return outboxMail(leadId)!;
}

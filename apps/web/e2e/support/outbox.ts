import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { outboxMessageFor, outboxMessages, type ParsedEml } from '../../../server/src/test/eml.ts';
import { eventually } from './poll.ts';

// One reader of the outbox's .eml files for the API tests and the end-to-end tests.
export type OutboxMail = ParsedEml;

/** The server's outbox folder, or undefined until it has written its first mail (the folder comes with it). */
function outboxDir(): string | undefined {
  const outbox = join(inject('dataDir'), 'outbox');
  return existsSync(outbox) ? outbox : undefined;
}

/** The notification the server wrote for a lead (its file name ends with the lead id), or undefined while there is none. */
export async function outboxMail(leadId: string): Promise<OutboxMail | undefined> {
  const outbox = outboxDir();
  return outbox ? outboxMessageFor(outbox, leadId) : undefined;
}

/** Every mail in the outbox whose file name passes `keep`, oldest first, with that name; none before the first is written. */
export async function outboxMails(keep: (name: string) => boolean = () => true): Promise<(OutboxMail & { file: string })[]> {
  const outbox = outboxDir();
  return outbox ? outboxMessages(outbox, keep) : [];
}

/** The newest mail to `address` whose file name holds `-<kind>-` ('confirm', 'welcome'), or undefined while there is none. */
export async function outboxMailTo(address: string, kind: string): Promise<OutboxMail | undefined> {
  const mails = await outboxMails((name) => name.includes(`-${kind}-`));
  return mails.filter((mail) => mail.headers.to === address).at(-1);
}

/** The notification for a stored lead: the server's job queue writes it a moment after the lead. */
export async function sentMail(leadId: string): Promise<OutboxMail> {
  await eventually(async () => (await outboxMail(leadId)) !== undefined, { message: `no .eml for lead ${leadId}` }).toBe(true);
  return (await outboxMail(leadId))!;
}

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { eventually } from './poll.ts';

export interface OutboxMail {
  /** Unfolded headers by lower-case name. */
  headers: Record<string, string>;
  /** The decoded body, with \n line ends. */
  text: string;
}

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
  return readOutboxFile(join(outbox, file));
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
    .map((name) => readOutboxFile(join(outbox, name)))
    .filter((mail) => mail.headers.to === address)
    .at(-1);
}

function readOutboxFile(path: string): OutboxMail {
  const raw = readFileSync(path, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split).trim();
  if (headers['content-transfer-encoding']?.toLowerCase() === 'quoted-printable') {
    const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (headers['content-transfer-encoding']?.toLowerCase() === 'base64') {
    text = Buffer.from(text, 'base64').toString('utf8');
  }
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** The notification for a stored lead: the server's job queue writes it a moment after the lead. */
export async function sentMail(leadId: string): Promise<OutboxMail> {
  await eventually(() => outboxMail(leadId) !== undefined, { message: `no .eml for lead ${leadId}` }).toBe(true);
  return outboxMail(leadId)!;
}

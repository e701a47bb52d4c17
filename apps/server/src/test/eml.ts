import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export type ParsedEml = { headers: Record<string, string>; text: string };

/** Reads the headers (unfolded, lower-case names) and the decoded text body of a simple .eml message. */
export function parseEml(raw: string): ParsedEml {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
}

/** The outbox message written for one lead (its file name ends with the lead id), or undefined. */
export function outboxMessageFor(outbox: string, leadId: string): ParsedEml | undefined {
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${leadId}.eml`));
  return file ? parseEml(readFileSync(join(outbox, file), 'utf8')) : undefined;
}

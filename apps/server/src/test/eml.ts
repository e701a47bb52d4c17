import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type HeaderValue } from 'mailparser';

export type ParsedEml = { headers: Record<string, string>; text: string; html?: string };

/**
 * A message as its reader sees it: each header by its lower-case name, decoded (RFC 2047 words in a
 * subject or a display name, addresses as `"Name" <address>`), and the text body decoded from its
 * transfer encoding and MIME parts. The same library as the production reader (lib/outbox-files.ts,
 * decision 060), so a test cannot pass on a message the privacy search would misread.
 */
export async function parseEml(raw: string | Buffer): Promise<ParsedEml> {
  const mail = await simpleParser(raw, { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const headers: Record<string, string> = {};
  // Walked in the order written, the last of a repeated header wins, as a mail client shows it.
  for (const { key, line } of mail.headerLines) headers[key] = shown(mail.headers.get(key)) ?? rawValue(line);
  return { headers, text: (mail.text ?? '').replace(/\r\n/g, '\n'), html: typeof mail.html === 'string' ? mail.html : undefined };
}

/**
 * A header mailparser decoded to text: a plain value (subject, ids) or addresses. Dates, content
 * types and the List-* headers (which mailparser folds into one object) keep the line as written,
 * which is what a reader sees and what the tests compare (`<https://…>` in List-Unsubscribe).
 */
function shown(value: HeaderValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && 'text' in value && typeof value.text === 'string') return value.text;
  return undefined;
}

/** The value of a raw header line, unfolded. */
const rawValue = (line: string) => line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();

/**
 * Every message in the outbox folder whose file name passes `keep`, with that name, oldest first:
 * the mailer starts each name with the time it wrote the file.
 */
export async function outboxMessages(outbox: string, keep: (name: string) => boolean = () => true): Promise<(ParsedEml & { file: string })[]> {
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && keep(name))
    .sort();
  return Promise.all(files.map(async (file) => ({ file, ...(await parseEml(readFileSync(join(outbox, file)))) })));
}

/** The outbox message written for one lead (its file name ends with the lead id), or undefined. */
export async function outboxMessageFor(outbox: string, leadId: string): Promise<ParsedEml | undefined> {
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${leadId}.eml`));
  return file ? parseEml(readFileSync(join(outbox, file))) : undefined;
}

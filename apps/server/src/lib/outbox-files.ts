import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type HeaderValue } from 'mailparser';

/** One `.eml` file of the outbox folder (lib/mailer.ts writes them as `<clock stamp>-<lead or mail id>.eml`). */
export type OutboxFile = { name: string; path: string; writtenAt: Date };

const stampPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/;

/**
 * The instant a message was written, from its name: the mailer stamps it with the app's clock, so
 * the retention job (driven by the same clock) and its tests agree on a file's age. A file not
 * named by the mailer falls back to its modification time.
 */
async function writtenAt(dir: string, name: string): Promise<Date> {
  const stamp = stampPattern.exec(name);
  if (stamp) return new Date(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`);
  return (await stat(join(dir, name))).mtime;
}

/** Every message in the outbox folder; none when the folder does not exist (SMTP mode, or nothing sent yet). */
export async function listOutboxFiles(dir: string): Promise<OutboxFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: OutboxFile[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) files.push({ name, path: join(dir, name), writtenAt: await writtenAt(dir, name) });
  return files;
}

/**
 * A message as a person reads it, for searching and showing: the raw header lines (unfolded), the
 * same headers decoded, and the body's text and HTML parts decoded from their transfer encoding.
 * Quoted-printable, base64 and RFC 2047 encoded words ("=?UTF-8?B?...?=" in a subject or a name)
 * would each hide an address or a phone number from a plain search of the file; mailparser
 * decodes them all (decision 060).
 */
export async function readableMessage(raw: string | Buffer): Promise<string> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const rawHead = mail.headerLines.map((header) => header.line.replace(/\r?\n[ \t]+/g, ' ')).join('\n');
  const decodedHead = [...mail.headers].flatMap(([name, value]) => {
    const shown = decodedHeader(value);
    return shown === null ? [] : [`${name}: ${shown}`];
  });
  const parts = [mail.text, typeof mail.html === 'string' ? mail.html : undefined].filter((part): part is string => !!part);
  return `${rawHead}\n${decodedHead.join('\n')}\n\n${parts.join('\n\n')}`;
}

/** A decoded header as text: addresses as "Name <address>", anything structured left to the raw line. */
function decodedHeader(value: HeaderValue): string | null {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : 'text' in item ? item.text : item.value)).join(', ');
  if (value && typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  return null;
}

export async function readOutboxFile(file: OutboxFile): Promise<string> {
  return readableMessage(await readFile(file.path));
}

/** Deletes a message; one already gone (another process's job got there first) is not an error. */
export async function deleteOutboxFile(file: OutboxFile): Promise<void> {
  await rm(file.path, { force: true });
}

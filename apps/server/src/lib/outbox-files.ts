import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

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
 * A message as a person reads it: the raw headers and the body decoded from its transfer encoding.
 * Quoted-printable breaks long lines with "=" and writes some characters as "=XX", which would
 * hide an address or a phone number from a plain search of the file.
 */
export function readableMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return raw;
  const head = raw.slice(0, split);
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^content-transfer-encoding:\s*([^\r\n]+)/im.exec(head)?.[1]?.trim().toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return `${head.replace(/\r?\n[ \t]+/g, ' ')}\n\n${body}`;
}

export async function readOutboxFile(file: OutboxFile): Promise<string> {
  return readableMessage(await readFile(file.path, 'utf8'));
}

/** Deletes a message; one already gone (another process's job got there first) is not an error. */
export async function deleteOutboxFile(file: OutboxFile): Promise<void> {
  await rm(file.path, { force: true });
}

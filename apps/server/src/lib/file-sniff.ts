import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

export type Sniffed = { mime: string; ext: string };

/**
 * What a file is, from its bytes alone (the name and the browser's claim are ignored). A Word
 * 97–2003 file is an OLE compound file, which file-type names `cfb`; it is accepted as a .doc.
 * Text formats (SVG, HTML, scripts) have no magic bytes and come back null, so they are refused.
 */
export async function sniffType(bytes: Uint8Array): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.ext === 'cfb') return { mime: 'application/msword', ext: 'doc' };
  return { mime: found.mime, ext: found.ext };
}

/** file-type's own sample size: enough bytes of the start of a file to tell every format it knows. */
export const sniffBytes = 4100;

/**
 * What a file on disk is, from its first bytes (a resumable upload, partial or finished): the
 * start is read, never the whole file, so a 25 MB upload costs 4 KB of memory to check.
 */
export async function sniffFileType(path: string): Promise<Sniffed | null> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(sniffBytes);
    const { bytesRead } = await file.read(head, 0, sniffBytes, 0);
    return await sniffType(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

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

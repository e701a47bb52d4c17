import { gzipSync } from 'node:zlib';

/** Below this a gzip body saves less than its header costs (the compress middleware's own threshold). */
const smallestWorthCompressing = 1024;

/**
 * A kept answer's gzip body, made once when it is kept: the compress middleware would otherwise
 * gzip the same bytes again for every visitor, which cost more than the rest of the answer.
 */
export function gzipVariant(body: string): Uint8Array<ArrayBuffer> | undefined {
  if (Buffer.byteLength(body) < smallestWorthCompressing) return undefined;
  const zipped = gzipSync(body);
  return new Uint8Array(zipped.buffer as ArrayBuffer, zipped.byteOffset, zipped.byteLength);
}

/** Whether Accept-Encoding admits gzip (named or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

import type { StoredObject } from './storage/storage.ts';

/**
 * `Content-Disposition: attachment` with the document's name: an ASCII fallback (quotes, slashes
 * and control characters replaced) and the exact name in RFC 5987 form, with the extension of
 * what the bytes are, so the browser saves it and never renders it in our origin.
 */
export function attachmentHeader(name: string, storageKey: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(storageKey)?.[1];
  const fileName = ext && !name.toLowerCase().endsWith(`.${ext}`) ? `${name}.${ext}` : name;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A private file (an agent's document, a borrower's document) as a download: streamed from storage,
 * its type as its bytes said, never cached, never sniffed or rendered by the browser.
 */
export function downloadResponse(document: { name: string; storageKey: string; mimeType: string }, object: StoredObject): Response {
  return new Response(object.body, {
    status: 200,
    headers: {
      'Content-Type': document.mimeType,
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentHeader(document.name, document.storageKey),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

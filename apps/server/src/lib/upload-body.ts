import type { Context } from 'hono';
import { filesMessages } from '@maple/shared/messages/files';
import { textMessages } from '@maple/shared/messages/text';
import { hasForbiddenCharacters } from '@maple/shared/schemas/text';
import { AppError } from './app-error.ts';

const m = filesMessages;

// Room for the multipart boundaries, part headers and a short name field around the file itself.
const multipartOverhead = 64 * 1024;

/** The largest body any upload route takes (a 20 MB document and its multipart wrapping). */
export const uploadBodyCap = 20 * 1024 * 1024 + multipartOverhead;

// The routes that take multipart uploads; every other /api path keeps the 1 MB JSON cap.
const uploadPaths = /^\/api\/(?:me\/agent\/images\/[^/]+|admin\/agents\/[^/]+\/images\/[^/]+|me\/documents|admin\/uploads\/[^/]+|me\/uploads\/[^/]+)$/;
export const isUploadPath = (path: string) => uploadPaths.test(path);

/** The portal's resumable uploads (tus, decision 099): raw bytes, not multipart, each request capped by tus at its upload's length. */
const resumableUploadPaths = /^\/api\/portal\/uploads(?:\/[^/]+)?$/;
export const isResumableUploadPath = (path: string) => resumableUploadPaths.test(path);

export type Upload = { bytes: Uint8Array; fileName: string; fields: Record<string, string> };

/**
 * Reads one multipart upload (field `file`, optional text fields) with a byte cap: a declared
 * Content-Length over the cap is refused before a byte is read, and the body is counted as it
 * streams in, so a chunked or lying client is cut off at the cap too. Nothing is stored until
 * the whole file is in hand and checked.
 */
export async function readUpload(c: Context, options: { maxFileBytes: number; tooLarge: string }): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw new AppError('unsupported_media_type', m.notMultipart);
  const cap = options.maxFileBytes + multipartOverhead;
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > cap) throw new AppError('too_large', options.tooLarge);

  const body = await readCapped(c.req.raw.body, cap, options.tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('bad_request', m.malformed);
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new AppError('bad_request', m.missingFile, { file: m.missingFile });
  if (file.size === 0) throw new AppError('bad_request', m.emptyFile, { file: m.emptyFile });
  if (file.size > options.maxFileBytes) throw new AppError('too_large', options.tooLarge);

  // The file's name is text a client chose, like any field: a NUL cannot be stored and a CR/LF
  // (sent raw or percent-encoded) would reach mail headers and downloads.
  const fileName = file instanceof File ? file.name : '';
  if (hasForbiddenCharacters(fileName)) throw new AppError('bad_request', textMessages.forbiddenCharacters, { file: textMessages.forbiddenCharacters });

  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (key !== 'file' && typeof value === 'string') fields[key] = value;
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName, fields };
}

async function readCapped(stream: ReadableStream<Uint8Array> | null, cap: number, tooLarge: string): Promise<Uint8Array> {
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      // The browser went away mid-upload (a cancel, a closed tab): the client's doing, not a fault.
      throw new AppError('bad_request', m.malformed);
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('too_large', tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

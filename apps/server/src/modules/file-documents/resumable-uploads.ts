import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { fileDocumentMaxBytes } from '@maple/shared/files';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { AppError, defaultMessage } from '../../lib/app-error.ts';

/** Where a portal upload in progress is addressed: POST here to start one, then HEAD/PATCH/DELETE `<path>/<id>`. */
export const uploadsPath = '/api/portal/uploads';

/** An unfinished upload is kept a day from its start (tus's expiration extension), then refused and deleted. */
export const uploadLifetimeMs = 24 * 60 * 60 * 1000;

/** What the server wrote into an upload when it began: never the client's own keys (decision 099). */
export type UploadMetadata = { fileId: string; applicantId: string; itemId: string; name: string };

/** An upload in progress as stored: how far it got, its declared length, and whose it is. */
export type UploadInfo = { id: string; offset: number; length: number; metadata: UploadMetadata };

/** A finished upload handed to the request that finished it: its bytes are in `path`. */
export type FinishedUpload = UploadInfo & { path: string };

/**
 * What one request brings to tus's hooks. tus calls its hooks with the request it was given, so
 * they find these by that request; an error a hook meets is kept here and thrown once tus has
 * answered, so the app's own error handler writes the refusal (in the page's language).
 */
type RequestHooks = {
  metadata?: UploadMetadata;
  onFinish?: (upload: FinishedUpload) => Promise<unknown>;
  error?: unknown;
};

export type ResumableUploads = ReturnType<typeof createResumableUploads>;

/**
 * The tus protocol (resumable uploads, decision 099) over a folder of uploads in progress, with
 * `@tus/server` and its disk store: an upload is created with its length, sent in PATCHes from the
 * offset HEAD reports, and handed, once whole, to the request that finished it, which checks it and
 * moves it into Storage. Bytes go to disk as they arrive; nothing holds an upload in memory.
 *
 * Each process locks an upload in its own memory (tus's MemoryLocker): several processes share
 * this folder for a resume to work on any of them, and a client sends one PATCH at a time.
 */
export function createResumableUploads({ directory }: { directory: string }) {
  const hooksOf = new WeakMap<Request, RequestHooks>();
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: uploadLifetimeMs });
  const server = new Server({
    path: uploadsPath,
    datastore,
    maxSize: fileDocumentMaxBytes,
    // The Location answered is this server's path: no Host or X-Forwarded-* header is believed.
    relativeLocation: true,
    // Same-origin pages only: no CORS header is sent at all.
    allowedOrigins: [],
    async onUploadCreate(req) {
      const metadata = hooksOf.get(req as unknown as Request)?.metadata;
      // Only the portal's route starts uploads, always with the metadata it checked.
      if (!metadata) throw { status_code: 400, body: 'Upload-Metadata required\n' };
      return { metadata };
    },
    async onUploadFinish(req, upload) {
      const hooks = hooksOf.get(req as unknown as Request);
      const info = infoOf(upload);
      try {
        if (!hooks?.onFinish || !info) throw new AppError('not_found', m.uploadNotFound);
        const answer = await hooks.onFinish({ ...info, path: join(directory, upload.id) });
        return { status_code: 200, body: JSON.stringify(answer), headers: { 'Content-Type': 'application/json' } };
      } catch (error) {
        if (hooks) hooks.error = error;
        throw { status_code: 500, body: 'refused\n' };
      }
    },
  });

  return {
    directory,
    /**
     * Runs one tus request (POST, HEAD, PATCH, DELETE) and answers tus's response, stripped of CORS
     * headers; a refusal becomes an AppError in the contract's shape. `hooks.metadata` is what a
     * POST stores; `hooks.onFinish` stores the upload that this request completes.
     */
    async handle(request: Request, hooks: Omit<RequestHooks, 'error'> = {}): Promise<Response> {
      const own: RequestHooks = { ...hooks };
      const { request: watched, failed } = watchBody(request);
      hooksOf.set(watched, own);
      const response = await server.handleWeb(watched);
      if (own.error) throw own.error;
      // A body that broke off (a phone losing its connection) is the client's doing: what arrived is
      // kept, and the client resumes from it. tus answers it as an aborted or failed write.
      if (response.status >= 400 && failed()) throw new AppError('bad_request', m.uploadInterrupted);
      if (response.status >= 400) throw await refusalOf(response);
      const headers = new Headers();
      for (const [name, value] of response.headers) if (!name.startsWith('access-control-')) headers.set(name, value);
      return new Response(response.body, { status: response.status, headers });
    },
    /** The upload with this id as stored, or null when there is none (never made, finished, deleted, expired). */
    async find(id: string): Promise<UploadInfo | null> {
      try {
        const upload = await datastore.getUpload(id);
        const info = infoOf(upload);
        // tus stamps `creation_date` from the machine's clock and expires by it, so the age is read on that clock, not the app's.
        const expired = upload.creation_date !== undefined && Date.now() > Date.parse(upload.creation_date) + uploadLifetimeMs;
        return info && !expired ? info : null;
      } catch {
        return null;
      }
    },
    /** Deletes an upload's bytes and its info; one already gone is no error. */
    async remove(id: string): Promise<void> {
      await datastore.remove(id).catch(() => undefined);
    },
    /** Where an upload's bytes are, to read their start while it is still coming. */
    pathOf: (id: string) => join(directory, id),
    /** Deletes the unfinished uploads older than a day (the clean-up schedule); answers how many. */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}

/**
 * The request with its body passed through a watcher that notes whether the body broke off before
 * its end, which tus reports as any failed write would.
 */
function watchBody(request: Request): { request: Request; failed: () => boolean } {
  if (!request.body) return { request, failed: () => false };
  let failed = false;
  const reader = request.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        failed = true;
        controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const watched = new Request(request.url, { method: request.method, headers: request.headers, body, duplex: 'half', signal: request.signal } as RequestInit);
  return { request: watched, failed: () => failed };
}

function infoOf(upload: Upload): UploadInfo | null {
  const metadata = upload.metadata ?? {};
  const { fileId, applicantId, itemId, name } = metadata;
  if (!fileId || !applicantId || !itemId || !name || upload.size === undefined) return null;
  return { id: upload.id, offset: upload.offset, length: upload.size, metadata: { fileId, applicantId, itemId, name } };
}

/**
 * tus's refusals in the contract's shape: its 403s (a missing offset or content type) and 412 (no
 * Tus-Resumable) are malformed requests; 404 and 410 (expired) say the upload is gone, so the
 * client starts anew; 409 says the offset moved on (ask HEAD again). A 5xx stays one, logged.
 */
async function refusalOf(response: Response): Promise<Error> {
  switch (response.status) {
    case 404:
    case 410:
      return new AppError('not_found', m.uploadNotFound);
    case 409:
      return new AppError('conflict', m.uploadConflict);
    case 413:
      return new AppError('too_large', m.tooLarge);
    default:
      if (response.status < 500) return new AppError('bad_request', defaultMessage.bad_request);
      return new Error(`resumable upload failed with ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}

import type { Context } from 'hono';
import { Metadata } from '@tus/server';
import { fileDocumentMaxBytes } from '@maple/shared/files';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { filesMessages } from '@maple/shared/messages/files';
import { textMessages } from '@maple/shared/messages/text';
import { portalDocumentFileParams, portalDocumentItem, portalDocumentList, uploadParams, uploadProgress } from '@maple/shared/schemas/file-documents';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { hasForbiddenCharacters } from '@maple/shared/schemas/text';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { sniffBytes } from '../../lib/file-sniff.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { downloadResponse } from '../../lib/attachment-download.ts';
import { acceptedTypeOf, checkUploadTarget, deletePortalDocumentFile, downloadPortalDocumentFile, portalDocuments, storeFinishedUpload } from './portal-documents.service.ts';
import { createResumableUploads, type FinishedUpload, type ResumableUploads, type UploadInfo } from './resumable-uploads.ts';

const tusHeaders = ['tus-resumable', 'upload-offset', 'upload-length', 'upload-expires', 'cache-control'];
const byUpload = { params: uploadParams, notFound: m.uploadNotFound } as const;

/**
 * The borrower's documents in the portal (issue 39 §5, decision 099): the checklist, resumable
 * uploads by the tus protocol (`@tus/server` over a folder of uploads in progress), and deleting a
 * file they uploaded. An upload is the caller's own: its file and applicant are written into it
 * by the server when it starts, and any other borrower's request for it is 404.
 */
export function portalDocumentRoutes({ uploadsDir }: { uploadsDir: string }) {
  const uploads = createResumableUploads({ directory: uploadsDir });
  return routes(
    route(
      {
        method: 'get',
        path: '/documents',
        audience: 'portal',
        summary: 'The documents the file asks for, each with its status and files',
        description:
          "Built from the application as saved (a step saved may add or drop items; a dropped item had no file), with the agent's own items; the ones the agent removed are not listed. Each status is requested, uploaded, needs attention (with the agent's reason) or accepted.",
        responses: { 200: { description: 'The checklist', schema: portalDocumentList } },
      },
      async (c) => c.json(await portalDocuments(c.var, c.var.borrower!)),
    ),
    route(
      {
        method: 'post',
        path: '/uploads',
        audience: 'portal',
        summary: 'Start a resumable upload of one file for one document (tus creation)',
        description: `The tus protocol 1.0.0 (\`Tus-Resumable: 1.0.0\`): \`Upload-Length\` the file's size in bytes (at most ${fileDocumentMaxBytes}, 25 MB; a deferred length is refused) and \`Upload-Metadata\` with \`itemId\` (the document's id) and \`filename\` (the file's name), base64 as tus writes them. The answer's \`Location\` is the upload's address: send the bytes there with PATCH, from the offset HEAD answers after an interruption. An item removed or not of this file is 404; an accepted one, or a closed file, 409. An upload not finished within a day is deleted. Limited per client address (429).`,
        middleware: [rateLimit('portal-upload', { max: 60, windowSeconds: 600 })],
        errors: [404, 409, 413, 415, 429],
        responses: {
          201: { description: 'The upload is created: its address is in `Location`' },
          200: { description: 'Created with its bytes in the same request (creation-with-upload) and finished: the document, checked and stored', schema: portalDocumentItem },
        },
      },
      async (c) => {
        const borrower = c.var.borrower!;
        const { itemId, name } = uploadTargetOf(c.req.raw.headers);
        await checkUploadTarget(c.var, borrower, itemId);
        const answer = await uploads.handle(c.req.raw, { metadata: { fileId: borrower.fileId, applicantId: borrower.applicantId, itemId, name }, onFinish: finishWith(c, uploads) });
        // Created with its first bytes (creation-with-upload): the same early look at them as a PATCH's.
        const id = answer.headers.get('location')?.split('/').at(-1);
        if (answer.status === 201 && id) await refuseWrongKindEarly(uploads, id, 0, Number(answer.headers.get('upload-offset') ?? 0));
        return answer;
      },
    ),
    route(
      {
        method: 'get',
        path: '/uploads/:uploadId',
        audience: 'portal',
        summary: "How far an upload got (tus HEAD; GET answers the same with a body)",
        description: 'tus clients ask with HEAD: `Upload-Offset` is where to resume and `Upload-Length` the whole. Another applicant\'s upload, a finished, deleted or expired one is 404: start again.',
        ...byUpload,
        responses: { 200: { description: 'The upload so far', schema: uploadProgress } },
      },
      async (c, { params }) => {
        const info = await ownUpload(c, uploads, params.uploadId);
        const answer = await uploads.handle(tusRequest(c.req.raw, 'HEAD'));
        const offset = Number(answer.headers.get('upload-offset'));
        return c.json({ offset, length: info.length, itemId: info.metadata.itemId, name: info.metadata.name }, 200, pick(answer.headers, tusHeaders));
      },
    ),
    route(
      {
        method: 'patch',
        path: '/uploads/:uploadId',
        audience: 'portal',
        summary: "Send an upload's next bytes (tus PATCH)",
        description:
          'From `Upload-Offset` (what HEAD answered; another offset is 409), as `application/offset+octet-stream`. While bytes are missing the answer is 204 with the new `Upload-Offset`. With the last byte the file is checked by its content (PDF, JPEG, PNG or HEIC; a HEIC photo is stored as its JPEG) and stored privately: 200 with the document. A file of another kind (told from its first 4 KB, as soon as they are in), one over 25 MB, or one whose document was accepted or removed meanwhile, is refused and its partial upload deleted.',
        ...byUpload,
        rawBody: { contentType: 'application/offset+octet-stream', description: 'The next bytes of the file, from `Upload-Offset`.' },
        errors: [409, 413, 415],
        responses: {
          204: { description: 'Received: `Upload-Offset` says how far the upload is' },
          200: { description: 'The last bytes: the document with the file checked and stored', schema: portalDocumentItem },
        },
      },
      async (c, { params }) => {
        const info = await ownUpload(c, uploads, params.uploadId);
        const from = Number(c.req.header('upload-offset'));
        let answer: Response;
        try {
          answer = await uploads.handle(c.req.raw, { onFinish: finishWith(c, uploads) });
        } catch (error) {
          // Over the cap: the partial upload goes (a mismatched offset keeps it: the client asks HEAD and resumes).
          if (error instanceof AppError && error.code === 'too_large') await uploads.remove(info.id);
          throw error;
        }
        if (answer.status === 204) await refuseWrongKindEarly(uploads, info.id, from, Number(answer.headers.get('upload-offset')));
        return answer;
      },
    ),
    route(
      {
        method: 'delete',
        path: '/uploads/:uploadId',
        audience: 'portal',
        summary: 'Abandon an upload in progress (tus termination)',
        description: 'Its bytes are deleted at once.',
        ...byUpload,
        responses: { 204: { description: 'Deleted' } },
      },
      async (c, { params }) => {
        await ownUpload(c, uploads, params.uploadId);
        await uploads.handle(tusRequest(c.req.raw, 'DELETE'));
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: '/documents/:itemId/files/:documentFileId',
        audience: 'portal',
        summary: 'Download a file one uploaded',
        description: 'Streamed as an attachment with its name. Only the applicant who uploaded it (403); a file of another mortgage file is 404.',
        params: portalDocumentFileParams,
        notFound: m.fileNotFound,
        errors: [403],
        responses: { 200: { description: 'The file as stored, as an attachment with its name', contentType: 'application/octet-stream' } },
      },
      async (c, { params }) => {
        const { document, object } = await downloadPortalDocumentFile(c.var, c.var.borrower!, params.itemId, params.documentFileId);
        return downloadResponse(document, object);
      },
    ),
    route(
      {
        method: 'delete',
        path: '/documents/:itemId/files/:documentFileId',
        audience: 'portal',
        summary: 'Delete a file one uploaded',
        description: "Only the applicant who uploaded it (403), while its document is not accepted and the file is open (409). The document is requested again when its last file goes, unless the agent's request for a fix stands.",
        params: portalDocumentFileParams,
        notFound: m.fileNotFound,
        errors: [403, 409],
        responses: { 204: { description: 'Deleted' } },
      },
      async (c, { params }) => {
        await deletePortalDocumentFile(c.var, c.var.borrower!, params.itemId, params.documentFileId);
        return c.body(null, 204);
      },
    ),
  );
}

/**
 * The document and name an upload is for, from its tus headers: a length within the cap and
 * metadata naming an item and the file. The name is text the borrower's device chose: control
 * characters are refused as in any field, folders in front of it dropped.
 */
function uploadTargetOf(headers: Headers): { itemId: string; name: string } {
  const length = headers.get('upload-length');
  if (length === null || !/^\d{1,16}$/.test(length)) throw new AppError('bad_request', m.lengthRequired, { 'Upload-Length': m.lengthRequired });
  if (Number(length) > fileDocumentMaxBytes) throw new AppError('too_large', m.tooLarge);
  if (Number(length) === 0) throw new AppError('bad_request', filesMessages.emptyFile, { file: filesMessages.emptyFile });
  let metadata: Record<string, string | null | undefined>;
  try {
    metadata = Metadata.parse(headers.get('upload-metadata') ?? '');
  } catch {
    throw new AppError('bad_request', m.itemRequired, { itemId: m.itemRequired });
  }
  const itemId = metadata.itemId ?? '';
  if (!isRecordId(itemId)) throw new AppError('bad_request', m.itemRequired, { itemId: m.itemRequired });
  const given = metadata.filename ?? '';
  if (hasForbiddenCharacters(given)) throw new AppError('bad_request', textMessages.forbiddenCharacters, { filename: textMessages.forbiddenCharacters });
  const name = (given.split(/[\\/]/).pop() ?? '').trim().slice(0, 200);
  if (!name) throw new AppError('bad_request', m.nameRequired, { filename: m.nameRequired });
  return { itemId, name };
}

/** The caller's own upload in progress; anyone else's, or one that is gone, is 404. */
async function ownUpload(c: Context<AppEnv>, uploads: ResumableUploads, uploadId: string): Promise<UploadInfo> {
  const borrower = c.var.borrower!;
  const info = await uploads.find(uploadId);
  if (!info || info.metadata.fileId !== borrower.fileId || info.metadata.applicantId !== borrower.applicantId) throw new AppError('not_found', m.uploadNotFound);
  return info;
}

/**
 * Once a request brings the upload's first 4 KB in, a file of the wrong kind is refused (415) and
 * its partial upload deleted at once, rather than after 25 MB.
 */
async function refuseWrongKindEarly(uploads: ResumableUploads, id: string, from: number, offset: number) {
  if (!(from < sniffBytes && offset >= sniffBytes)) return;
  await acceptedTypeOf(uploads.pathOf(id)).catch(async (error: unknown) => {
    await uploads.remove(id);
    throw error;
  });
}

/** Stores the upload a request finishes, then deletes the upload whatever came of it: stored, or refused for good. */
function finishWith(c: Context<AppEnv>, uploads: ResumableUploads) {
  return async (upload: FinishedUpload) => {
    try {
      return await storeFinishedUpload(c.var, c.var.borrower!, upload);
    } finally {
      await uploads.remove(upload.id);
    }
  };
}

/** The same upload's address asked with another tus method (a GET as HEAD, a plain DELETE), as a tus client would. */
function tusRequest(request: Request, method: 'HEAD' | 'DELETE'): Request {
  const headers = new Headers(request.headers);
  headers.set('tus-resumable', '1.0.0');
  return new Request(request.url, { method, headers });
}

function pick(headers: Headers, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)!]] : [])));
}

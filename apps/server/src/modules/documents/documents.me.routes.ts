import { documentMaxBytes } from '@maple/shared/files';
import { errorsMessages } from '@maple/shared/messages/errors';
import { filesMessages } from '@maple/shared/messages/files';
import { agentDocumentList, uploadDocumentFields, uploadedDocument } from '@maple/shared/schemas/files';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { route, routes } from '../../lib/route.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { fieldErrors } from '../../lib/validation-error.ts';
import { downloadResponse } from '../../lib/attachment-download.ts';
import { deleteDocument, downloadDocument, listDocuments, uploadDocument } from './documents.service.ts';

const byId = { params: idParam, notFound: filesMessages.documentNotFound } as const;

/** The dashboard's documents: own documents only, the service scopes by actor. */
export const myDocumentRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'dashboard',
      permission: 'document:read',
      summary: 'List the own documents',
      description: 'Newest first; `q` searches the names.',
      query: pageQuery,
      responses: { 200: { description: 'One page of documents', schema: agentDocumentList } },
    },
    async (c, { query }) => c.json(await listDocuments(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'dashboard',
      permission: 'document:create',
      summary: 'Upload a document for the own agent record',
      description: 'Kept byte for byte and private, except a HEIC/HEIF photo, which is stored as a JPEG. A PDF is stored as a certificate, anything else as other. Without an agent record: 404.',
      upload: { description: 'The document (PDF, DOC, DOCX, JPEG, PNG, WebP or HEIC/HEIF, up to 20 MB, its type read from its bytes) in the field `file`, and an optional `name` (the file name when absent).' },
      responses: { 201: { description: 'The stored document', schema: uploadedDocument } },
      errors: [404, 413, 415],
    },
    async (c) => {
      const upload = await readUpload(c, { maxFileBytes: documentMaxBytes, tooLarge: filesMessages.documentTooLarge });
      const fields = uploadDocumentFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError('bad_request', fields.error.issues[0]?.message ?? errorsMessages.badRequest, fieldErrors(fields.error));
      return c.json({ document: await uploadDocument(c.var, c.var.actor, { fields: fields.data, upload }) }, 201);
    },
  ),
  route(
    {
      method: 'get',
      path: '/:id/download',
      audience: 'dashboard',
      permission: 'document:read',
      summary: 'Download one of the own documents',
      ...byId,
      responses: { 200: { description: 'The file as uploaded, as an attachment with its name', contentType: 'application/octet-stream' } },
    },
    async (c, { params }) => {
      const { document, object } = await downloadDocument(c.var, c.var.actor, { id: params.id });
      return downloadResponse(document, object);
    },
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'dashboard', permission: 'document:delete', summary: 'Delete one of the own documents', ...byId, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteDocument(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);

import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { documentMaxBytes } from '@maple/shared/files';
import { errorsMessages } from '@maple/shared/messages/errors';
import { filesMessages } from '@maple/shared/messages/files';
import { uploadDocumentFields } from '@maple/shared/schemas/files';
import { pageQuery } from '@maple/shared/schemas/paging';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { fieldErrors, validationError } from '../../lib/validation-error.ts';
import { downloadResponse } from './document-download.ts';
import { deleteDocument, downloadDocument, listDocuments, uploadDocument } from './documents.service.ts';

/** Who may call: agents and admins (the /api/me guard), own documents only: the service scopes by actor. */
export const myDocumentRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', pageQuery, validationError), async (c) => c.json(await listDocuments(c.var, c.var.actor, c.req.valid('query'))))
  .post('/', async (c) => {
    const upload = await readUpload(c, { maxFileBytes: documentMaxBytes, tooLarge: filesMessages.documentTooLarge });
    const fields = uploadDocumentFields.safeParse(upload.fields);
    if (!fields.success) throw new AppError('bad_request', fields.error.issues[0]?.message ?? errorsMessages.badRequest, fieldErrors(fields.error));
    return c.json({ document: await uploadDocument(c.var, c.var.actor, { fields: fields.data, upload }) }, 201);
  })
  .get('/:id/download', async (c) => {
    const { document, object } = await downloadDocument(c.var, c.var.actor, { id: c.req.param('id') });
    return downloadResponse(document, object);
  })
  .delete('/:id', async (c) => {
    await deleteDocument(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });

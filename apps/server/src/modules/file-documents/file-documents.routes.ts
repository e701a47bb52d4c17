import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { fileParams } from '@maple/shared/schemas/mortgage-files';
import {
  addDocumentItemInput,
  documentFileParams,
  documentItemParams,
  fileDocumentItem,
  fileDocumentList,
  removeDocumentItemInput,
  reviewDocumentItemInput,
} from '@maple/shared/schemas/file-documents';
import { inBothAreas } from '../../lib/area-routes.ts';
import { downloadResponse } from '../../lib/attachment-download.ts';
import { route, routes } from '../../lib/route.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { addFileDocumentItem, downloadFileDocument, listFileDocuments, removeFileDocumentItem, reviewFileDocumentItem } from './file-documents.service.ts';

/** Under …/leads: a file's documents, in both signed-in areas (issue 39 §5, decision 099). Another agent's file is 404. */
const onFiles = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'an own', console: 'a' });
  return [
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/documents',
        audience,
        permission: 'mortgageFile:read',
        summary: `List the documents of ${whose} lead's file, with the borrower's files`,
        description: "What the application asks for now (kept in step with it as it is read), the agent's own items, and the removed ones last with their notes. Items no longer asked for but holding files stay, with `asked` false.",
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        responses: { 200: { description: 'The documents', schema: fileDocumentList } },
      },
      async (c, { params }) => c.json(await listFileDocuments(c.var, c.var.actor, params.id, params.fileId)),
    ),
    route(
      {
        method: 'post',
        path: '/:id/files/:fileId/documents',
        audience,
        permission: 'mortgageFile:update',
        summary: `Ask for a document of one's own on ${whose} lead's file`,
        description: "A label, the application's applicant it is about (or none: the file's), and a note the borrower reads. A closed file is 409.",
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        body: addDocumentItemInput,
        errors: [409],
        responses: { 201: { description: 'The document asked for', schema: fileDocumentItem } },
      },
      async (c, { params, body }) => c.json(await addFileDocumentItem(c.var, c.var.actor, params.id, params.fileId, body), 201),
    ),
    route(
      {
        method: 'patch',
        path: '/:id/files/:fileId/documents/:itemId',
        audience,
        permission: 'mortgageFile:update',
        summary: `Accept a document of ${whose} lead's file, or mark it as needing attention`,
        description: "`accepted` needs a file uploaded (409 otherwise); `needs_attention` takes the reason, which the borrower reads in the portal. A removed document or a closed file is 409.",
        params: documentItemParams,
        notFound: m.itemNotFound,
        body: reviewDocumentItemInput,
        errors: [409],
        responses: { 200: { description: 'The document, reviewed', schema: fileDocumentItem } },
      },
      async (c, { params, body }) => c.json(await reviewFileDocumentItem(c.var, c.var.actor, params.id, params.fileId, params.itemId, body)),
    ),
    route(
      {
        method: 'post',
        path: '/:id/files/:fileId/documents/:itemId/remove',
        audience,
        permission: 'mortgageFile:update',
        summary: `Stop asking for a document of ${whose} lead's file, with a note`,
        description: 'The document is kept with its files and the note, and leaves the portal; the application asking for it again does not bring it back. Already removed, or a closed file, is 409.',
        params: documentItemParams,
        notFound: m.itemNotFound,
        body: removeDocumentItemInput,
        errors: [409],
        responses: { 200: { description: 'The document, removed', schema: fileDocumentItem } },
      },
      async (c, { params, body }) => c.json(await removeFileDocumentItem(c.var, c.var.actor, params.id, params.fileId, params.itemId, body)),
    ),
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/documents/:itemId/files/:documentFileId/download',
        audience,
        permission: 'mortgageFile:read',
        summary: `Download a file the borrower uploaded to ${whose} lead's file`,
        description: 'Streamed as an attachment with its name; every download is on the audit trail (`file_document_downloaded`).',
        params: documentFileParams,
        notFound: m.fileNotFound,
        responses: { 200: { description: 'The file as stored, as an attachment with its name', contentType: 'application/octet-stream' } },
      },
      async (c, { params }) => {
        const { document, object } = await downloadFileDocument(c.var, c.var.actor, auditSourceOf(c), {
          leadId: params.id,
          fileId: params.fileId,
          itemId: params.itemId,
          documentFileId: params.documentFileId,
        });
        return downloadResponse(document, object);
      },
    ),
  ];
});

export const myFileDocumentRoutes = routes(...onFiles.dashboard);
export const adminFileDocumentRoutes = routes(...onFiles.console);

import { filesMessages } from '@maple/shared/messages/files';
import { adminAgentDocumentParam } from '@maple/shared/schemas/files';
import { route, routes } from '../../lib/route.ts';
import { downloadResponse } from '../../lib/attachment-download.ts';
import { downloadDocument } from './documents.service.ts';

/** The console's document downloads (mounted at /api/admin/agents): any agent's documents. */
export const adminDocumentRoutes = routes(
  route(
    {
      method: 'get',
      path: '/:agentId/documents/:id/download',
      audience: 'console',
      permission: 'document:read',
      summary: "Download one of an agent's documents",
      params: adminAgentDocumentParam,
      notFound: filesMessages.documentNotFound,
      responses: { 200: { description: 'The file as uploaded, as an attachment with its name', contentType: 'application/octet-stream' } },
    },
    async (c, { params }) => {
      const { document, object } = await downloadDocument(c.var, c.var.actor, { id: params.id, agentId: params.agentId });
      return downloadResponse(document, object);
    },
  ),
);

import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { downloadResponse } from './document-download.ts';
import { downloadDocument } from './documents.service.ts';

/** Who may call: super_admin (mounted at /api/admin/agents): any agent's documents. */
export const adminDocumentRoutes = new Hono<AppEnv>().get('/:agentId/documents/:id/download', async (c) => {
  const { document, object } = await downloadDocument(c.var, c.var.actor, { id: c.req.param('id'), agentId: c.req.param('agentId') });
  return downloadResponse(document, object);
});

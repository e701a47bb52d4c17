import { applicationList, createManualLeadInput, lead, updateConsoleLeadInput } from '@maple/shared/schemas/leads';
import { leadImportInput, leadImportQuery, leadImportResult } from '@maple/shared/schemas/lead-import';
import { route, routes } from '../../lib/route.ts';
import { leadRoutesOfBothAreas, oneLead } from './leads.shared.routes.ts';
import { importLeads } from './lead-import.service.ts';
import { createManualLead, deleteLead, updateLead } from './lead-management.service.ts';
import { listRecentApplications } from './leads-read.service.ts';

const { list, exportCsv, read } = leadRoutesOfBothAreas.console;

/** The console's leads: every lead, assigned or not. */
export const adminLeadRoutes = routes(
  list,
  route(
    {
      method: 'post',
      path: '/import',
      audience: 'console',
      permission: 'lead:create',
      summary: 'Import leads from CSV text in the export\'s columns; ?dryRun=true previews and writes nothing',
      description:
        'Columns as the export writes them (Date, Client, Email, Phone, Type, Source, Status, Agent, Message, Notes, Details); Client and Email are required. Each row is ready, a duplicate (its email is already on file or earlier in the file; skipped) or an error with a message per column. The import writes every ready row, in one transaction.',
      query: leadImportQuery,
      body: leadImportInput,
      responses: { 200: { description: 'The rows as read, and how many were (or would be) imported', schema: leadImportResult } },
    },
    async (c, { query, body }) => c.json(await importLeads(c.var, c.var.actor, body.csv, query.dryRun, c.var.language)),
  ),
  exportCsv,
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'lead:create',
      summary: 'Add a lead by hand (source Manual, status new), assigned to any agent or none',
      body: createManualLeadInput,
      responses: { 201: { description: 'The new lead', schema: lead } },
    },
    async (c, { body }) => c.json(await createManualLead(c.var, c.var.actor, body), 201),
  ),
  read,
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'lead:update',
      summary: "Change a lead's status, notes or agent",
      description:
        '`agentId` assigns the lead to an active agent (who is told by email and sees it in their dashboard) or, with null, unassigns it; an inactive or unknown agent is 400 on `agentId`. Every change goes into the lead\'s activity trail.',
      ...oneLead,
      body: updateConsoleLeadInput,
      responses: { 200: { description: 'The lead as saved', schema: lead } },
    },
    async (c, { params, body }) => c.json(await updateLead(c.var, c.var.actor, params.id, body)),
  ),
  route(
    {
      method: 'delete',
      path: '/:id',
      audience: 'console',
      permission: 'lead:delete',
      summary: 'Delete a lead',
      description: 'A lead with client identification records cannot be deleted (409): the records are kept at least five years.',
      ...oneLead,
      responses: { 204: { description: 'Deleted' } },
      errors: [409],
    },
    async (c, { params }) => {
      await deleteLead(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);

/** The console's recent applications: the newest application leads with the agent's name. */
export const adminApplicationRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'application:read',
      summary: 'List the newest 20 application leads',
      responses: { 200: { description: 'The applications, newest first, and how many there are in all', schema: applicationList } },
    },
    async (c) => c.json(await listRecentApplications(c.var, c.var.actor)),
  ),
);

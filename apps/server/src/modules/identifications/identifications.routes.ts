import type { Context } from 'hono';
import { leadsMessages } from '@maple/shared/messages/leads';
import {
  createIdentificationInput,
  identification,
  identificationExportQuery,
  identificationList,
  identificationParams,
  listIdentificationsQuery,
  revealedIdentification,
  updateIdentificationInput,
} from '@maple/shared/schemas/identifications';
import { idParam } from '@maple/shared/schemas/path-params';
import type { AppEnv } from '../../lib/app-env.ts';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { identificationsCsv, identificationsFileName, identificationsHtml } from './identification-export.ts';
import { createIdentification, identificationsForExport, listIdentifications, revealIdentification, updateIdentification } from './identifications.service.ts';

const oneLead = { params: idParam, notFound: leadsMessages.notFound } as const;
const oneRecord = { params: identificationParams, notFound: leadsMessages.notFound } as const;

async function exportResponse(c: Context<AppEnv>, leadId: string, format: 'csv' | 'html') {
  const now = c.var.clock.now();
  const { lead, records } = await identificationsForExport(c.var, c.var.actor, leadId);
  // The records' own copy of the name: the lead's may have been anonymized since.
  const clientName = records.at(-1)?.clientName ?? lead.clientName;
  // In the language the user chose for the back office, as the deal package is (decision 071).
  const language = c.var.user?.language ?? 'en';
  if (format === 'html') {
    return c.body(identificationsHtml(clientName, records, now, language), 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  }
  return c.body(await identificationsCsv(records, language), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${identificationsFileName(clientName, now)}"`,
  });
}

/** The routes both areas share, under …/leads: list, record, correct or void, export. */
const bothAreas = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'an own', console: 'a' });
  return [
    route(
      {
        method: 'get',
        path: '/:id/identifications',
        audience,
        permission: 'identification:read',
        summary: `List the client identification records of ${whose} lead, oldest first`,
        description: "Voided records are listed too, marked. The document number is masked (last four characters). Another agent's lead is 404.",
        ...oneLead,
        query: listIdentificationsQuery,
        responses: { 200: { description: "One page of the lead's records", schema: identificationList } },
      },
      async (c, { params, query }) => c.json(await listIdentifications(c.var, c.var.actor, params.id, query)),
    ),
    route(
      {
        method: 'post',
        path: '/:id/identifications',
        audience,
        permission: 'identification:create',
        summary: `Record a verification of the client's identity on ${whose} lead (FINTRAC)`,
        description: 'The caller is recorded as who verified it. The document number is stored encrypted and answered masked.',
        ...oneLead,
        body: createIdentificationInput,
        responses: { 201: { description: 'The record as saved', schema: identification } },
      },
      async (c, { params, body }) => c.json(await createIdentification(c.var, c.var.actor, params.id, body, auditSourceOf(c)), 201),
    ),
    // Before '/:id/identifications/:recordId', which would otherwise take 'export.csv' for an id.
    route(
      {
        method: 'get',
        path: '/:id/identifications/export.csv',
        audience,
        permission: 'identification:read',
        summary: `Download the identification records of ${whose} lead for an examiner, as CSV or (\`?format=html\`) a printable page`,
        description: 'Every record, voided ones included; document numbers masked.',
        ...oneLead,
        query: identificationExportQuery,
        responses: { 200: { description: 'The records as a CSV attachment, or an HTML page', contentType: 'text/csv' } },
      },
      (c, { params, query }) => exportResponse(c, params.id, query.format),
    ),
    route(
      {
        method: 'patch',
        path: '/:id/identifications/:recordId',
        audience,
        permission: 'identification:update',
        summary: `Correct an identification record of ${whose} lead, or void it with \`void: { reason }\``,
        description: 'There is no delete: a record is voided and stays on file. A void record changes no more (409). Both are audited.',
        ...oneRecord,
        body: updateIdentificationInput,
        responses: { 200: { description: 'The record as saved', schema: identification } },
        errors: [409],
      },
      async (c, { params, body }) => c.json(await updateIdentification(c.var, c.var.actor, params.id, params.recordId, body, auditSourceOf(c))),
    ),
  ];
});

/** The dashboard's: the records of the agent's own leads. */
export const myIdentificationRoutes = routes(...bothAreas.dashboard);

/** The console's: every lead's records, and the reveal of a document number. */
export const adminIdentificationRoutes = routes(
  ...bothAreas.console,
  route(
    {
      method: 'post',
      path: '/:id/identifications/:recordId/reveal',
      audience: 'console',
      permission: 'identification:read',
      summary: "Reveal an identification record's document number in clear",
      description: 'Every reveal is recorded in the audit trail (`identification_revealed`).',
      ...oneRecord,
      responses: { 200: { description: 'The document number', schema: revealedIdentification } },
    },
    async (c, { params }) => c.json(await revealIdentification(c.var, c.var.actor, params.id, params.recordId, auditSourceOf(c))),
  ),
);

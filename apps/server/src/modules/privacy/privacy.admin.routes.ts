import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import {
  correctionResult,
  createdPrivacyRequest,
  createPrivacyIncidentInput,
  createPrivacyRequestInput,
  erasureResult,
  personalDataExport,
  privacyExportQuery,
  privacyIncident,
  privacyIncidentList,
  privacyRequest,
  privacyRequestList,
  privacyRequestListQuery,
  privacySearchQuery,
  privacySearchResult,
  retentionCounts,
  retentionPreviewQuery,
  updatePrivacyIncidentInput,
  updatePrivacyRequestInput,
} from '@maple/shared/schemas/privacy';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { route, routes } from '../../lib/route.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { personalDataPage } from './personal-data-page.ts';
import { createPrivacyIncident, deletePrivacyIncident, listPrivacyIncidents, privacyIncidentsCsv, updatePrivacyIncident } from './privacy-incidents.service.ts';
import { createPrivacyRequest, erasePersonalData, exportPersonalData, getPrivacyRequest, listPrivacyRequests, searchPersonalData, updatePrivacyRequest } from './privacy-requests.service.ts';
import { previewRetention } from './retention.ts';

const oneRequest = { params: idParam, notFound: m.requestNotFound } as const;
const oneIncident = { params: idParam, notFound: m.incidentNotFound } as const;

/** The console's Privacy tab (issue 26): personal-data requests, the search behind them, retention, the incident register. */
export const adminPrivacyRoutes = routes(
  route(
    {
      method: 'get',
      path: '/search',
      audience: 'console',
      permission: 'privacyRequest:read',
      summary: 'Find a person everywhere: leads, notes and transcripts, the activity and audit trails, webhook deliveries, mail files, accounts',
      description: '`q` is an email address or a phone number (any writing; compared by its digits).',
      query: privacySearchQuery,
      responses: { 200: { description: 'Each place that holds the address or number, with its kind and id', schema: privacySearchResult } },
    },
    async (c, { query }) => c.json(await searchPersonalData(c.var, c.var.actor, query.q)),
  ),
  route(
    { method: 'get', path: '/requests', audience: 'console', permission: 'privacyRequest:read', summary: 'List personal-data requests, newest received first', description: 'Open requests past their due date are `overdue`.', query: privacyRequestListQuery, responses: { 200: { description: 'One page of requests', schema: privacyRequestList } } },
    async (c, { query }) => c.json(await listPrivacyRequests(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/requests',
      audience: 'console',
      permission: 'privacyRequest:create',
      summary: 'Record an access, correction or erasure request; it is due 30 days after it was received',
      body: createPrivacyRequestInput,
      responses: { 201: { description: 'The request and when it is due', schema: createdPrivacyRequest } },
    },
    async (c, { body }) => c.json(await createPrivacyRequest(c.var, c.var.actor, body, auditSourceOf(c)), 201),
  ),
  route(
    { method: 'get', path: '/requests/:id', audience: 'console', permission: 'privacyRequest:read', summary: 'One personal-data request', ...oneRequest, responses: { 200: { description: 'The request', schema: privacyRequest } } },
    async (c, { params }) => c.json(await getPrivacyRequest(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/requests/:id',
      audience: 'console',
      permission: 'privacyRequest:update',
      summary: "Change a request's status or notes, or correct the person's name, email or phone on every lead they are the client of",
      ...oneRequest,
      body: updatePrivacyRequestInput,
      errors: [409],
      responses: { 200: { description: 'The request as saved, and how many leads were corrected', schema: correctionResult } },
    },
    async (c, { params, body }) => c.json(await updatePrivacyRequest(c.var, c.var.actor, params.id, body, auditSourceOf(c))),
  ),
  route(
    {
      method: 'get',
      path: '/requests/:id/export',
      audience: 'console',
      permission: 'privacyRequest:read',
      summary: "Everything held about the request's person, as JSON or (`format=html`) a readable page",
      ...oneRequest,
      query: privacyExportQuery,
      errors: [409],
      responses: { 200: { description: 'The records found (JSON), or the same as an HTML page', schema: personalDataExport } },
    },
    async (c, { params, query }) => {
      const data = await exportPersonalData(c.var, c.var.actor, params.id, auditSourceOf(c));
      if (query.format === 'html') return c.html(personalDataPage(data));
      c.header('content-disposition', `attachment; filename="personal-data-${brokerageDay(c.var.clock.now())}.json"`);
      return c.json(data);
    },
  ),
  route(
    {
      method: 'post',
      path: '/requests/:id/erase',
      audience: 'console',
      permission: 'privacyRequest:delete',
      summary: "Erase the request's person: leads anonymized, mail files deleted, trails and webhook log scrubbed",
      description: 'Answers what was erased per kind, the records kept under a legal hold, and the webhook receivers that had been sent the data. The request then keeps only a hash of the address and number.',
      ...oneRequest,
      errors: [409],
      responses: { 200: { description: 'What was done', schema: erasureResult } },
    },
    async (c, { params }) => c.json(await erasePersonalData(c.var, c.var.actor, params.id, auditSourceOf(c))),
  ),
  route(
    {
      method: 'get',
      path: '/retention/preview',
      audience: 'console',
      permission: 'privacyRequest:read',
      summary: 'What the nightly retention run would anonymize or delete with these periods',
      query: retentionPreviewQuery,
      responses: { 200: { description: 'Leads, chat transcripts and mail files that are past these periods now', schema: retentionCounts } },
    },
    async (c, { query }) => c.json(await previewRetention(c.var, c.var.actor, query)),
  ),
  route(
    { method: 'get', path: '/incidents', audience: 'console', permission: 'privacyIncident:read', summary: 'List the privacy incident register, latest first', query: pageQuery, responses: { 200: { description: 'One page of incidents', schema: privacyIncidentList } } },
    async (c, { query }) => c.json(await listPrivacyIncidents(c.var, c.var.actor, query)),
  ),
  route(
    { method: 'post', path: '/incidents', audience: 'console', permission: 'privacyIncident:create', summary: 'Record a privacy incident', body: createPrivacyIncidentInput, responses: { 201: { description: 'The incident', schema: privacyIncident } } },
    async (c, { body }) => c.json(await createPrivacyIncident(c.var, c.var.actor, body, auditSourceOf(c)), 201),
  ),
  route(
    {
      method: 'get',
      path: '/incidents/export.csv',
      audience: 'console',
      permission: 'privacyIncident:read',
      summary: 'The whole incident register as CSV',
      responses: { 200: { description: 'The register, oldest first', contentType: 'text/csv' } },
    },
    async (c) =>
      c.body(await privacyIncidentsCsv(c.var, c.var.actor), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="privacy-incidents-${brokerageDay(c.var.clock.now())}.csv"`,
      }),
  ),
  route(
    { method: 'patch', path: '/incidents/:id', audience: 'console', permission: 'privacyIncident:update', summary: 'Change a privacy incident', ...oneIncident, body: updatePrivacyIncidentInput, responses: { 200: { description: 'The incident as saved', schema: privacyIncident } } },
    async (c, { params, body }) => c.json(await updatePrivacyIncident(c.var, c.var.actor, params.id, body, auditSourceOf(c))),
  ),
  route(
    {
      method: 'delete',
      path: '/incidents/:id',
      audience: 'console',
      permission: 'privacyIncident:delete',
      summary: 'Delete a privacy incident, once 24 months have passed since it happened',
      ...oneIncident,
      errors: [409],
      responses: { 204: { description: 'Deleted' } },
    },
    async (c, { params }) => {
      await deletePrivacyIncident(c.var, c.var.actor, params.id, auditSourceOf(c));
      return c.body(null, 204);
    },
  ),
);


// Who may call every /api route and every other defined one (/healthz, /readyz, /metrics), read from the app's own route list: each route × seven callers
// (the six staff and anonymous ones, and a borrower with a portal session on a file of agent A's),
// with the status each must get. A route without an entry below fails the suite, so no route can be
// added without deciding who may call it; and each entry must agree with the audience the route
// declares in its definition (lib/route.ts), so neither can change without the other.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { agentDocuments } from '@maple/db/schema/agent-documents';
import { session, user } from '@maple/db/schema/auth';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { leadIdentifications } from '@maple/db/schema/lead-identifications';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { portalApplicants, portalLinks, portalSessions } from '@maple/db/schema/portal';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { leads } from '@maple/db/schema/leads';
import { tasks } from '@maple/db/schema/tasks';
import { testimonials } from '@maple/db/schema/testimonials';
import { insertAgent, insertBlogPost, insertLead, insertLender, insertProduct, insertRate, insertService, insertTestimonial } from '@maple/db/seed/factories';
import { lenders, mortgageServices, products } from '@maple/db/schema/catalogue';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { rateSource } from '@maple/db/schema/rate-source';
import { privacyIncidents, privacyRequests } from '@maple/db/schema/privacy';
import { webhooks } from '@maple/db/schema/webhooks';
import { campaigns } from '@maple/db/schema/campaigns';
import { createUserWithPassword } from '@maple/db/seed/users';
import { demoPassword } from '@maple/db/seed/demo-content';
import type { CreateIdentificationRequest } from '@maple/shared/schemas/identifications';
import { applicationSteps } from '@maple/shared/schemas/application-steps';
import { demoSiteSettings } from '@maple/db/seed/demo-site-settings';
import { definitionOf, type Audience } from './lib/route.ts';
import { unsubscribeToken } from './modules/consents/unsubscribe-token.ts';
import { confirmationToken } from './modules/consents/subscription-confirmation-token.ts';
import { missingExpectations, routeKeys } from './test/route-list.ts';
import { startRateSourceFixture, type RateSourceFixture } from './test/rate-source-fixture.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { multipart, pdf, smallPng } from './test/upload-fixtures.ts';

const callers = ['anonymous', 'other', 'agentA', 'agentB', 'admin', 'superAdmin', 'borrower'] as const;
type Caller = (typeof callers)[number];
type Statuses = Record<Caller, number>;

/**
 * Fresh rows for one cell (agent A's lead, document, post and testimonials; a rate, product, service
 * and lender of the console's), so a write in one cell never affects another.
 */
type RowsOfA = {
  lead: string;
  document: string;
  post: string;
  testimonial: string;
  adminTestimonial: string;
  rate: string;
  product: string;
  service: string;
  lender: string;
  webhook: string;
  /** A campaign draft of the console's, to an audience nobody in it may receive (its send is 400). */
  campaign: string;
  privacyRequest: string;
  /** Over 24 months old, so the register may let it go. */
  incident: string;
  /** Agent A's lead with a client identification record (a lead with records cannot be deleted, so not `lead`). */
  identifiedLead: string;
  identification: string;
  /** Agent A's lead with an open mortgage file (`lead` has none, so a start there succeeds). */
  fileLead: string;
  file: string;
  /** The main applicant of `file` in the portal. */
  applicant: string;
  /** A document asked for on `file`, with a file the borrower uploaded (`documentFile`), in storage. */
  documentItem: string;
  documentFile: string;
  /** A task on `lead`, assigned to agent A (decision 102). */
  task: string;
  /** Agent A's lead with a funded file and its funded mortgage in the book (decision 103). */
  fundedLead: string;
  fundedFile: string;
  /** The funded mortgage of `fundedFile`, a row of agent A's book. */
  fundedMortgage: string;
};
/** A request for one cell: a JSON body (or one built from the cell's rows), or a multipart upload (`form`). */
type Case = {
  path: (rowsOfA: RowsOfA) => string;
  body?: unknown;
  bodyFor?: (rowsOfA: RowsOfA) => Promise<unknown>;
  form?: () => Promise<FormData>;
  /** The caller signs in anew for this cell (a sign-out must not end the session other cells use). */
  freshSession?: boolean;
  expect: Statuses;
};

const image = async () => multipart(await smallPng(), 'matrix.png', 'image/png');
const document = async () => multipart(pdf('matrix'), 'matrix.pdf', 'application/pdf');
/** Agent A's own rows carry these; no answer to another agent or an admin may. */
const markersOfA = { lead: 'Matrix Lead', document: 'matrix-document-of-a.pdf', post: 'Matrix post of A', testimonial: 'Client of A', identification: 'Matrix Identified Client', documentItem: 'Matrix document asked of A', task: 'Matrix task of A', lender: 'Matrix Lender of A' };
const matrixIdentification = {
  clientName: 'Matrix Identified Client',
  address: '1 Matrix Street, Toronto ON',
  dateOfBirth: '1980-01-01',
  method: 'government_photo_id',
  documentType: 'Passport',
  documentNumber: 'MX1234567',
  verifiedOn: '2025-06-01',
  pepDetermination: 'not_pep',
  thirdPartyDetermination: 'no_third_party',
  purpose: 'Matrix purpose',
} as const satisfies CreateIdentificationRequest;
const { documentNumber: _number, ...identityOfA } = matrixIdentification;

// A borrower's portal session is no staff session: 401 wherever a staff one is needed.
const signedInOnly = (ok: number): Statuses => ({ anonymous: 401, other: ok, agentA: ok, agentB: ok, admin: ok, superAdmin: ok, borrower: 401 });
const dashboardOnly = (ok: number, othersRow = ok): Statuses => ({ anonymous: 401, other: 403, agentA: ok, agentB: othersRow, admin: othersRow, superAdmin: 403, borrower: 401 });
const everyone = (ok: number): Statuses => ({ anonymous: ok, other: ok, agentA: ok, agentB: ok, admin: ok, superAdmin: ok, borrower: ok });
const consoleOnly = (ok: number): Statuses => ({ anonymous: 401, other: 403, agentA: 403, agentB: 403, admin: 403, superAdmin: ok, borrower: 401 });
// The portal: the borrower's session alone; a staff session, whatever its role, is not one (decision 094).
const portalOnly = (ok: number): Statuses => ({ anonymous: 401, other: 401, agentA: 401, agentB: 401, admin: 401, superAdmin: 401, borrower: ok });

const json = (body: unknown) => ({ body });
const matrixFunded = { rateType: 'fixed', termMonths: 60, amortizationMonths: 300, paymentFrequency: 'monthly', fundingDate: '2025-01-15', maturityDate: '2030-01-15' } as const;
const matrixFunding = { ...matrixFunded, lender: 'Matrix Lender Saved', amount: 400000, rate: 4.5 };
const matrixGivenConsent = { givenOn: '2025-06-01', method: 'written', note: 'Matrix signed form' };
const matrixBookCsv = {
  csv: 'Client,Email,Lender,Amount,Rate,Rate type,Term months,Amortization months,Payment frequency,Funding date,Maturity date,Consent basis\nMatrix Import Client,matrix.import@example.com,RBC,300000,5,fixed,60,300,monthly,2024-01-01,2029-01-01,none',
};
const matrixIncident = { occurredOn: '2023-06-01', description: 'Matrix incident', dataAffected: 'Emails', peopleAffected: 'One', realRiskOfSignificantHarm: false, reportedToCommissionerOn: null, reportedToPeopleOn: null };
const publicPostSlug = 'matrix-public-post';
const matrixApplicant = { id: '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', role: 'main', firstName: 'Matrix', lastName: 'Borrower', dateOfBirth: '1985-02-03', maritalStatus: 'single', dependants: 0, email: 'matrix.borrower@example.com', phone: '416-555-0100', residencyStatus: 'citizen' };

const expectations: Record<string, Case> = {
  // Operations: probes for anyone; the metrics only with METRICS_TOKEN, which no session is.
  'GET /healthz': { path: () => '/healthz', expect: everyone(200) },
  'GET /readyz': { path: () => '/readyz', expect: everyone(200) },
  // Unsubscribing: the signed token, not the caller, is the authority (the same page for everyone).
  'GET /unsubscribe': { path: () => `/unsubscribe?token=${unsubscribeToken(t.secrets, randomUUID(), t.clock.now())}`, expect: everyone(200) },
  'POST /unsubscribe': { path: () => `/unsubscribe?token=${unsubscribeToken(t.secrets, randomUUID(), t.clock.now())}`, expect: everyone(200) },
  // Confirming a sign-up (decision 058): the same; a link for no pending sign-up says there is nothing to confirm.
  'GET /subscribe/confirm': { path: () => `/subscribe/confirm?token=${confirmationToken(t.secrets, randomUUID(), t.clock.now())}`, expect: everyone(200) },
  'POST /subscribe/confirm': { path: () => `/subscribe/confirm?token=${confirmationToken(t.secrets, randomUUID(), t.clock.now())}`, expect: everyone(200) },
  'GET /metrics': { path: () => '/metrics', expect: everyone(401) },
  // Public: the same answer whoever asks (nothing is gated by role; owned data is never here).
  'GET /api/site': { path: () => '/api/site', expect: everyone(200) },
  'GET /api/privacy-policy': { path: () => '/api/privacy-policy', expect: everyone(200) },
  'GET /api/rates': { path: () => '/api/rates?province=ON', expect: everyone(200) },
  'GET /api/rates/best': { path: () => '/api/rates/best', expect: everyone(200) },
  'GET /api/lenders': { path: () => '/api/lenders', expect: everyone(200) },
  'GET /api/testimonials': { path: () => '/api/testimonials', expect: everyone(200) },
  'GET /api/services': { path: () => '/api/services', expect: everyone(200) },
  'GET /api/services/:id': { path: ({ service }) => `/api/services/${service}`, expect: everyone(200) },
  'GET /api/products': { path: () => '/api/products', expect: everyone(200) },
  'GET /api/products/:id': { path: ({ product }) => `/api/products/${product}`, expect: everyone(200) },
  'GET /api/agents': { path: () => '/api/agents', expect: everyone(200) },
  'GET /api/agents/options': { path: () => '/api/agents/options', expect: everyone(200) },
  'GET /api/agents/:idOrSlug': { path: () => '/api/agents/sarahchen', expect: everyone(200) },
  'GET /api/blog': { path: () => '/api/blog', expect: everyone(200) },
  'GET /api/blog/:slug': { path: () => `/api/blog/${publicPostSlug}`, expect: everyone(200) },
  'GET /api/news': { path: () => '/api/news', expect: everyone(200) },
  // An id the news cache does not hold: the same 404 for everyone.
  'POST /api/news/enrich': { path: () => '/api/news/enrich', ...json({ ids: ['0123456789abcdef01234567'] }), expect: everyone(404) },
  'POST /api/events/page-view': { path: () => '/api/events/page-view', bodyFor: async () => ({ agentId: agentAId }), expect: everyone(204) },
  'POST /api/leads': { path: () => '/api/leads', ...json({ kind: 'newsletter', email: 'matrix-news@example.com' }), expect: everyone(201) },
  // A rate-drop alert (issue 40 §5): anyone may ask; the address's owner confirms.
  'POST /api/rate-alerts': { path: () => '/api/rate-alerts', ...json({ email: 'matrix-alert@example.com', province: 'ON', termMonths: 60 }), expect: everyone(202) },
  // The chat assistant answers anyone, signed in or not, the same way.
  'POST /api/chat': { path: () => '/api/chat', ...json({ sessionId: 'matrix-session', messages: [{ role: 'user', content: 'What is the stress test?' }] }), expect: everyone(200) },
  'POST /api/auth/sign-in/email': { path: () => '/api/auth/sign-in/email', ...json({ email: 'agent2@demo.maple.test', password: demoPassword }), expect: everyone(200) },
  // Signs out a session of its own, so the callers' cookies stay good for the other cells.
  'POST /api/auth/sign-out': { path: () => '/api/auth/sign-out', freshSession: true, expect: everyone(200) },
  'GET /api/auth/get-session': { path: () => '/api/auth/get-session', expect: everyone(200) },
  'GET /api/auth/list-sessions': { path: () => '/api/auth/list-sessions', expect: signedInOnly(200) },
  // A new session of agent A's each cell: A ends it; nobody else can (404, as if it did not exist).
  'POST /api/auth/revoke-session': { path: () => '/api/auth/revoke-session', bodyFor: async () => ({ id: await newSessionOfA() }), expect: { ...signedInOnly(404), agentA: 200 } },
  // Each caller ends their own other sessions; the one the cells use is the current one and stays.
  'POST /api/auth/revoke-other-sessions': { path: () => '/api/auth/revoke-other-sessions', expect: signedInOnly(200) },
  // Two-factor acts on the caller's own account only, and a wrong password or a code changes nothing:
  // enabling needs the password (wrong here: 400); the others need two-factor on, which none has (400).
  'POST /api/auth/two-factor/enable': { path: () => '/api/auth/two-factor/enable', body: { password: 'not-the-password-1' }, expect: signedInOnly(400) },
  'POST /api/auth/two-factor/generate-backup-codes': { path: () => '/api/auth/two-factor/generate-backup-codes', body: { password: 'not-the-password-1' }, expect: signedInOnly(400) },
  'POST /api/auth/two-factor/disable': { path: () => '/api/auth/two-factor/disable', body: { password: 'not-the-password-1', code: '000000' }, expect: signedInOnly(400) },
  // A sign-in's second step: without a pending sign-in (or two-factor on) it is the same 400 for everyone.
  'POST /api/auth/two-factor/verify-totp': { path: () => '/api/auth/two-factor/verify-totp', body: { code: '000000' }, expect: everyone(400) },
  'POST /api/auth/two-factor/verify-backup-code': { path: () => '/api/auth/two-factor/verify-backup-code', body: { code: 'aaaaa-bbbbb' }, expect: everyone(400) },
  // Recovery: the same neutral answer for anyone (an address of its own each cell, without an account);
  // a token nobody issued is the same 400 for anyone.
  'POST /api/auth/request-password-reset': { path: () => '/api/auth/request-password-reset', bodyFor: async () => ({ email: `${randomUUID()}@matrix.test` }), expect: everyone(200) },
  'POST /api/auth/reset-password': { path: () => '/api/auth/reset-password', body: { token: 'not-an-issued-token', newPassword: 'matrix-new-passphrase' }, expect: everyone(400) },
  'GET /api/auth/verify-email': { path: () => '/api/auth/verify-email?token=not-an-issued-token', expect: everyone(400) },
  // The caller's own password and sign-in email only: a wrong current password changes nothing (400);
  // a new sign-in email changes nothing until its mailed link is used.
  'POST /api/auth/change-password': { path: () => '/api/auth/change-password', body: { currentPassword: 'not-the-password-1', newPassword: 'matrix-new-passphrase' }, expect: signedInOnly(400) },
  'POST /api/auth/change-email': { path: () => '/api/auth/change-email', body: { newEmail: 'matrix-new-email@matrix.test' }, expect: signedInOnly(200) },
  'GET /api/openapi.json': { path: () => '/api/openapi.json', expect: everyone(200) },
  'GET /api/docs': { path: () => '/api/docs', expect: everyone(200) },
  'GET /api/docs/init.js': { path: () => '/api/docs/init.js', expect: everyone(200) },
  'GET /api/docs/assets/:name': { path: () => '/api/docs/assets/swagger-ui.css', expect: everyone(200) },

  'GET /api/me': { path: () => '/api/me', expect: signedInOnly(200) },
  // Each caller's own settings (their language): the route names no user, so nobody reaches another's
  // (modules/me/person-language.test.ts shows the others' rows unchanged).
  'PATCH /api/me': { path: () => '/api/me', body: { language: 'en' }, expect: signedInOnly(200) },
  // Each dashboard caller's own account's events (the super admin's are in the console's list).
  'GET /api/me/audit-events': { path: () => '/api/me/audit-events', expect: dashboardOnly(200) },
  'GET /api/admin/audit-events': { path: () => '/api/admin/audit-events?kind=sign_in_succeeded', expect: consoleOnly(200) },
  'GET /api/me/leads': { path: () => '/api/me/leads', expect: dashboardOnly(200) },
  // Agent A's lead: A reads and changes it; agent B and the admin (their own agent records) get 404.
  'GET /api/me/leads/:id': { path: ({ lead }) => `/api/me/leads/${lead}`, expect: dashboardOnly(200, 404) },
  'PATCH /api/me/leads/:id': { path: ({ lead }) => `/api/me/leads/${lead}`, body: { status: 'contacted' }, expect: dashboardOnly(200, 404) },
  // Each caller adds to and exports their own leads; agent A's lead never shows up for the others.
  'POST /api/me/leads': { path: () => '/api/me/leads', body: { clientName: 'Matrix Manual', clientEmail: 'matrix@example.com' }, expect: dashboardOnly(201) },
  'GET /api/me/leads/export.csv': { path: () => '/api/me/leads/export.csv', expect: dashboardOnly(200) },
  // Client identification records (FINTRAC) of agent A's lead: A alone in the dashboard; no reveal there.
  'GET /api/me/leads/:id/identifications': { path: ({ identifiedLead }) => `/api/me/leads/${identifiedLead}/identifications`, expect: dashboardOnly(200, 404) },
  'POST /api/me/leads/:id/identifications': { path: ({ identifiedLead }) => `/api/me/leads/${identifiedLead}/identifications`, body: matrixIdentification, expect: dashboardOnly(201, 404) },
  'GET /api/me/leads/:id/identifications/export.csv': { path: ({ identifiedLead }) => `/api/me/leads/${identifiedLead}/identifications/export.csv`, expect: dashboardOnly(200, 404) },
  'PATCH /api/me/leads/:id/identifications/:recordId': {
    path: ({ identifiedLead, identification }) => `/api/me/leads/${identifiedLead}/identifications/${identification}`,
    body: { purpose: 'Matrix corrected purpose' },
    expect: dashboardOnly(200, 404),
  },
  // Mortgage files of agent A's leads: A alone in the dashboard; B and the admin get 404 (decision 092).
  'GET /api/me/leads/:id/files': { path: ({ fileLead }) => `/api/me/leads/${fileLead}/files`, expect: dashboardOnly(200, 404) },
  'POST /api/me/leads/:id/files': { path: ({ lead }) => `/api/me/leads/${lead}/files`, expect: dashboardOnly(201, 404) },
  'POST /api/me/leads/:id/files/:fileId/stage': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/stage`, body: { stage: 'submitted' }, expect: dashboardOnly(200, 404) },
  // Each caller lists their own files; agent A's never show for the others.
  'GET /api/me/files': { path: () => '/api/me/files', expect: dashboardOnly(200) },
  // The book (decision 103): a funded file's record is its lead's agent's; the Book lists the own ones.
  'GET /api/me/leads/:id/files/:fileId/funded': { path: ({ fundedLead, fundedFile }) => `/api/me/leads/${fundedLead}/files/${fundedFile}/funded`, expect: dashboardOnly(200, 404) },
  'PUT /api/me/leads/:id/files/:fileId/funded': { path: ({ fundedLead, fundedFile }) => `/api/me/leads/${fundedLead}/files/${fundedFile}/funded`, body: matrixFunding, expect: dashboardOnly(200, 404) },
  'GET /api/me/book': { path: () => '/api/me/book', expect: dashboardOnly(200) },
  'GET /api/me/book/export.csv': { path: () => '/api/me/book/export.csv', expect: dashboardOnly(200) },
  'GET /api/me/book/maturities': { path: () => '/api/me/book/maturities', expect: dashboardOnly(200) },
  'GET /api/me/book/maturities.csv': { path: () => '/api/me/book/maturities.csv', expect: dashboardOnly(200) },
  'POST /api/me/book/import': { path: () => '/api/me/book/import?dryRun=true', body: matrixBookCsv, expect: dashboardOnly(200) },
  // Express consent given later (issue 40 §4): on agent A's own mortgage only; B and the admin get 404.
  'POST /api/me/book/:id/client-mail-consent': { path: ({ fundedMortgage }) => `/api/me/book/${fundedMortgage}/client-mail-consent`, body: matrixGivenConsent, expect: dashboardOnly(201, 404) },
  // Who may open agent A's file in the portal (decision 094): A alone in the dashboard.
  'GET /api/me/leads/:id/files/:fileId/applicants': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/applicants`, expect: dashboardOnly(200, 404) },
  'POST /api/me/leads/:id/files/:fileId/applicants/:applicantId/link': { path: ({ fileLead, file, applicant }) => `/api/me/leads/${fileLead}/files/${file}/applicants/${applicant}/link`, expect: dashboardOnly(202, 404) },
  'POST /api/me/leads/:id/files/:fileId/applicants/:applicantId/revoke': { path: ({ fileLead, file, applicant }) => `/api/me/leads/${fileLead}/files/${file}/applicants/${applicant}/revoke`, expect: dashboardOnly(200, 404) },
  'GET /api/me/analytics': { path: () => '/api/me/analytics?period=30d', expect: dashboardOnly(200) },
  // Tasks, the pipeline board and the funnel (decision 102): agent A's own; B and the admin get 404 on A's rows, and their lists never carry them.
  'GET /api/me/tasks': { path: () => '/api/me/tasks?when=all', expect: dashboardOnly(200) },
  'POST /api/me/tasks': { path: () => '/api/me/tasks', bodyFor: async ({ lead }) => ({ leadId: lead, title: 'Matrix new task', dueDate: '2026-12-01' }), expect: dashboardOnly(201, 404) },
  'PATCH /api/me/tasks/:id': { path: ({ task }) => `/api/me/tasks/${task}`, body: { done: true }, expect: dashboardOnly(200, 404) },
  'DELETE /api/me/tasks/:id': { path: ({ task }) => `/api/me/tasks/${task}`, expect: dashboardOnly(204, 404) },
  'GET /api/me/pipeline': { path: () => '/api/me/pipeline', expect: dashboardOnly(200) },
  'GET /api/me/analytics/funnel': { path: () => '/api/me/analytics/funnel?months=3', expect: dashboardOnly(200) },
  'GET /api/me/analytics/funnel.csv': { path: () => '/api/me/analytics/funnel.csv', expect: dashboardOnly(200) },
  // Each caller uploads to their own agent record (an admin has one too).
  'POST /api/me/agent/images/:kind': { path: () => '/api/me/agent/images/headshot', form: image, expect: dashboardOnly(200) },
  'POST /api/me/uploads/blog-images': { path: () => '/api/me/uploads/blog-images', form: image, expect: dashboardOnly(201) },
  'GET /api/me/documents': { path: () => '/api/me/documents', expect: dashboardOnly(200) },
  'POST /api/me/documents': { path: () => '/api/me/documents', form: document, expect: dashboardOnly(201) },
  // Agent A's document: agent B and the admin get 404, never the file.
  'GET /api/me/documents/:id/download': { path: ({ document }) => `/api/me/documents/${document}/download`, expect: dashboardOnly(200, 404) },
  'DELETE /api/me/documents/:id': { path: ({ document }) => `/api/me/documents/${document}`, expect: dashboardOnly(204, 404) },
  // Each caller reads and changes their own agent record: no id in the path, so nobody reaches another's.
  'GET /api/me/agent': { path: () => '/api/me/agent', expect: dashboardOnly(200) },
  'PATCH /api/me/agent': { path: () => '/api/me/agent', body: { title: 'Matrix Title' }, expect: dashboardOnly(200) },
  'POST /api/admin/agents': {
    path: () => '/api/admin/agents',
    body: { email: 'created@matrix.test', password: 'matrix-password-1', fullName: 'Matrix Created' },
    expect: consoleOnly(201),
  },
  'GET /api/admin/agents/unattached-users': { path: () => '/api/admin/agents/unattached-users', expect: consoleOnly(200) },
  // An admin sign-in without an agent record: only the super admin's call reaches it, and attaches it.
  'POST /api/admin/agents/attach': { path: () => '/api/admin/agents/attach', get body() { return { userId: unattachedUserId }; }, expect: consoleOnly(201) },
  'GET /api/admin/agents/:id': { path: () => `/api/admin/agents/${agentAId}`, expect: consoleOnly(200) },
  'PATCH /api/admin/agents/:id': { path: () => `/api/admin/agents/${agentAId}`, body: { title: 'Matrix Title' }, expect: consoleOnly(200) },
  // A throwaway agent, so agent A's rows stay for the other cells.
  'DELETE /api/admin/agents/:id': { path: () => `/api/admin/agents/${throwawayAgentId}`, expect: consoleOnly(204) },
  'POST /api/admin/agents/:agentId/images/:kind': { path: () => `/api/admin/agents/${agentAId}/images/banner`, form: image, expect: consoleOnly(200) },
  'GET /api/admin/agents/:agentId/documents/:id/download': { path: ({ document }) => `/api/admin/agents/${agentAId}/documents/${document}/download`, expect: consoleOnly(200) },
  'POST /api/admin/uploads/:bucket': { path: () => '/api/admin/uploads/product-images', form: image, expect: consoleOnly(201) },
  'GET /api/admin/agents': { path: () => '/api/admin/agents', expect: consoleOnly(200) },
  'GET /api/admin/leads': { path: () => '/api/admin/leads', expect: consoleOnly(200) },
  'POST /api/admin/leads': { path: () => '/api/admin/leads', body: { clientName: 'Matrix Manual', clientEmail: 'matrix@example.com' }, expect: consoleOnly(201) },
  'GET /api/admin/leads/export.csv': { path: () => '/api/admin/leads/export.csv', expect: consoleOnly(200) },
  // Campaigns (issue 40 §6): the super admin alone; an agent, whatever their role, never reaches them.
  'GET /api/admin/campaigns': { path: () => '/api/admin/campaigns', expect: consoleOnly(200) },
  'POST /api/admin/campaigns': { path: () => '/api/admin/campaigns', body: { subject: 'Matrix', body: 'Hello', audience: { kind: 'subscribers' } }, expect: consoleOnly(201) },
  'POST /api/admin/campaigns/audience-count': { path: () => '/api/admin/campaigns/audience-count', body: { audience: { kind: 'leads', status: 'new' } }, expect: consoleOnly(200) },
  'GET /api/admin/campaigns/:id': { path: ({ campaign }) => `/api/admin/campaigns/${campaign}`, expect: consoleOnly(200) },
  'PATCH /api/admin/campaigns/:id': { path: ({ campaign }) => `/api/admin/campaigns/${campaign}`, body: { subject: 'Matrix edited', body: 'Hello', audience: { kind: 'leads', province: 'NU' } }, expect: consoleOnly(200) },
  'DELETE /api/admin/campaigns/:id': { path: ({ campaign }) => `/api/admin/campaigns/${campaign}`, expect: consoleOnly(204) },
  'POST /api/admin/campaigns/:id/test': { path: ({ campaign }) => `/api/admin/campaigns/${campaign}/test`, expect: consoleOnly(202) },
  // Nobody in its audience may be mailed: the super admin reaches it and is refused (a campaign with no recipients cannot be sent).
  'POST /api/admin/campaigns/:id/send': { path: ({ campaign }) => `/api/admin/campaigns/${campaign}/send`, body: {}, expect: consoleOnly(400) },
  // The matrix's campaign is a draft: nothing scheduled to cancel (409), for the console alone.
  'POST /api/admin/campaigns/:id/cancel': { path: ({ campaign }) => `/api/admin/campaigns/${campaign}/cancel`, expect: consoleOnly(409) },
  'GET /api/admin/subscribers': { path: () => '/api/admin/subscribers', expect: consoleOnly(200) },
  'GET /api/admin/subscribers/export.csv': { path: () => '/api/admin/subscribers/export.csv', expect: consoleOnly(200) },
  'GET /api/admin/analytics': { path: () => '/api/admin/analytics?period=7d', expect: consoleOnly(200) },
  'GET /api/admin/tasks': { path: () => '/api/admin/tasks?when=due', expect: consoleOnly(200) },
  'POST /api/admin/tasks': { path: () => '/api/admin/tasks', bodyFor: async ({ lead }) => ({ leadId: lead, title: 'Matrix console task', dueDate: '2026-12-01', agentId: agentAId }), expect: consoleOnly(201) },
  'PATCH /api/admin/tasks/:id': { path: ({ task }) => `/api/admin/tasks/${task}`, body: { dueDate: '2026-02-01' }, expect: consoleOnly(200) },
  'DELETE /api/admin/tasks/:id': { path: ({ task }) => `/api/admin/tasks/${task}`, expect: consoleOnly(204) },
  'GET /api/admin/pipeline': { path: () => '/api/admin/pipeline', expect: consoleOnly(200) },
  'GET /api/admin/analytics/funnel': { path: () => '/api/admin/analytics/funnel', expect: consoleOnly(200) },
  'GET /api/admin/analytics/funnel.csv': { path: () => '/api/admin/analytics/funnel.csv?months=24', expect: consoleOnly(200) },
  'GET /api/admin/leads/:id': { path: ({ lead }) => `/api/admin/leads/${lead}`, expect: consoleOnly(200) },
  // Assigning agent A's lead to agent B is the console's alone: no agent or admin may hand it over (or take it).
  'PATCH /api/admin/leads/:id': { path: ({ lead }) => `/api/admin/leads/${lead}`, bodyFor: async () => ({ status: 'qualified', agentId: agentBId }), expect: consoleOnly(200) },
  'DELETE /api/admin/leads/:id': { path: ({ lead }) => `/api/admin/leads/${lead}`, expect: consoleOnly(204) },
  'GET /api/admin/leads/:id/identifications': { path: ({ identifiedLead }) => `/api/admin/leads/${identifiedLead}/identifications`, expect: consoleOnly(200) },
  'POST /api/admin/leads/:id/identifications': { path: ({ identifiedLead }) => `/api/admin/leads/${identifiedLead}/identifications`, body: matrixIdentification, expect: consoleOnly(201) },
  'GET /api/admin/leads/:id/identifications/export.csv': { path: ({ identifiedLead }) => `/api/admin/leads/${identifiedLead}/identifications/export.csv?format=html`, expect: consoleOnly(200) },
  'PATCH /api/admin/leads/:id/identifications/:recordId': {
    path: ({ identifiedLead, identification }) => `/api/admin/leads/${identifiedLead}/identifications/${identification}`,
    body: { void: { reason: 'Matrix void' } },
    expect: consoleOnly(200),
  },
  // The document number in clear: the super admin alone.
  'POST /api/admin/leads/:id/identifications/:recordId/reveal': {
    path: ({ identifiedLead, identification }) => `/api/admin/leads/${identifiedLead}/identifications/${identification}/reveal`,
    expect: consoleOnly(200),
  },
  'GET /api/admin/leads/:id/files': { path: ({ fileLead }) => `/api/admin/leads/${fileLead}/files`, expect: consoleOnly(200) },
  'POST /api/admin/leads/:id/files': { path: ({ lead }) => `/api/admin/leads/${lead}/files`, expect: consoleOnly(201) },
  'POST /api/admin/leads/:id/files/:fileId/stage': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/stage`, body: { stage: 'in_review', note: 'Matrix move' }, expect: consoleOnly(200) },
  'GET /api/admin/files': { path: () => '/api/admin/files?stage=started', expect: consoleOnly(200) },
  'GET /api/admin/leads/:id/files/:fileId/funded': { path: ({ fundedLead, fundedFile }) => `/api/admin/leads/${fundedLead}/files/${fundedFile}/funded`, expect: consoleOnly(200) },
  'PUT /api/admin/leads/:id/files/:fileId/funded': { path: ({ fundedLead, fundedFile }) => `/api/admin/leads/${fundedLead}/files/${fundedFile}/funded`, body: matrixFunding, expect: consoleOnly(200) },
  'GET /api/admin/book': { path: () => '/api/admin/book', expect: consoleOnly(200) },
  'GET /api/admin/book/export.csv': { path: () => '/api/admin/book/export.csv', expect: consoleOnly(200) },
  'GET /api/admin/book/maturities': { path: () => '/api/admin/book/maturities', expect: consoleOnly(200) },
  'GET /api/admin/book/maturities.csv': { path: () => '/api/admin/book/maturities.csv', expect: consoleOnly(200) },
  'POST /api/admin/book/import': { path: () => '/api/admin/book/import?dryRun=true', body: matrixBookCsv, expect: consoleOnly(200) },
  'POST /api/admin/book/:id/client-mail-consent': { path: ({ fundedMortgage }) => `/api/admin/book/${fundedMortgage}/client-mail-consent`, body: matrixGivenConsent, expect: consoleOnly(201) },
  'GET /api/admin/leads/:id/files/:fileId/applicants': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/applicants`, expect: consoleOnly(200) },
  'POST /api/admin/leads/:id/files/:fileId/applicants/:applicantId/link': { path: ({ fileLead, file, applicant }) => `/api/admin/leads/${fileLead}/files/${file}/applicants/${applicant}/link`, expect: consoleOnly(202) },
  'POST /api/admin/leads/:id/files/:fileId/applicants/:applicantId/revoke': { path: ({ fileLead, file, applicant }) => `/api/admin/leads/${fileLead}/files/${file}/applicants/${applicant}/revoke`, expect: consoleOnly(200) },
  // The borrower's portal: a mailed link's token is the authority to open it, and anyone may ask
  // for a link (the same answer for every address); the rest is the borrower's session alone.
  'POST /api/portal/session': { path: () => '/api/portal/session', bodyFor: async () => ({ token: await newLinkToken() }), expect: everyone(200) },
  'POST /api/portal/links': { path: () => '/api/portal/links', bodyFor: async () => ({ email: `${randomUUID()}@matrix.test` }), expect: everyone(202) },
  'GET /api/portal/file': { path: () => '/api/portal/file', expect: portalOnly(200) },
  'POST /api/portal/co-applicants': { path: () => '/api/portal/co-applicants', bodyFor: async () => ({ name: 'Matrix Co-applicant', email: `${randomUUID()}@matrix.test` }), expect: portalOnly(201) },
  'DELETE /api/portal/session': { path: () => '/api/portal/session', freshSession: true, expect: portalOnly(204) },
  'GET /api/portal/application': { path: () => '/api/portal/application', expect: portalOnly(200) },
  // Signing and submitting: the borrower's alone; the matrix's application is incomplete, so both are 409 past the door.
  'GET /api/portal/submission': { path: () => '/api/portal/submission', expect: portalOnly(200) },
  'POST /api/portal/consents': { path: () => '/api/portal/consents', body: { fullName: 'Matrix Borrower', disclosuresAcknowledged: true, creditCheck: true, privacyPolicy: true }, expect: portalOnly(409) },
  'POST /api/portal/submission': { path: () => '/api/portal/submission', expect: portalOnly(409) },
  // Each step of the application: the borrower's alone (an empty body passes the door, then fails the step's own schema).
  ...Object.fromEntries(
    applicationSteps.map((step) => [
      `PUT /api/portal/application/${step}`,
      step === 'applicants'
        ? { path: () => `/api/portal/application/${step}`, body: { applicants: [matrixApplicant] }, expect: portalOnly(200) }
        : { path: () => `/api/portal/application/${step}`, body: {}, expect: portalOnly(400) },
    ]),
  ),
  // The deal package of agent A's file (decision 100): A alone in the dashboard.
  'GET /api/me/leads/:id/files/:fileId/package': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/package`, expect: dashboardOnly(200, 404) },
  'GET /api/me/leads/:id/files/:fileId/package.pdf': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/package.pdf`, expect: dashboardOnly(200, 404) },
  'GET /api/admin/leads/:id/files/:fileId/package': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/package`, expect: consoleOnly(200) },
  'GET /api/me/leads/:id/files/:fileId/package.zip': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/package.zip`, expect: dashboardOnly(200, 404) },
  'GET /api/admin/leads/:id/files/:fileId/package.zip': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/package.zip`, expect: consoleOnly(200) },
  'GET /api/admin/leads/:id/files/:fileId/package.pdf': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/package.pdf`, expect: consoleOnly(200) },
  'GET /api/me/leads/:id/files/:fileId/application': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/application`, expect: dashboardOnly(200, 404) },
  'GET /api/admin/leads/:id/files/:fileId/application': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/application`, expect: consoleOnly(200) },
  'GET /api/admin/applications': { path: () => '/api/admin/applications', expect: consoleOnly(200) },
  // A file's documents (decision 099): the borrower's checklist and uploads are the borrower's alone,
  // on their own file (no route names one); a tus request without its headers passes the door, then
  // is refused (400). The agent's side: A alone in the dashboard, and the console.
  'GET /api/portal/documents': { path: () => '/api/portal/documents', expect: portalOnly(200) },
  'POST /api/portal/uploads': { path: () => '/api/portal/uploads', expect: portalOnly(400) },
  'GET /api/portal/uploads/:uploadId': { path: () => `/api/portal/uploads/${borrowerUpload}`, expect: portalOnly(200) },
  'PATCH /api/portal/uploads/:uploadId': { path: () => `/api/portal/uploads/${borrowerUpload}`, expect: portalOnly(400) },
  'DELETE /api/portal/uploads/:uploadId': { path: () => `/api/portal/uploads/${borrowerUploadToCancel}`, expect: portalOnly(204) },
  // The borrower's own upload, downloaded again: the borrower alone (no staff session is a portal one).
  'GET /api/portal/documents/:itemId/files/:documentFileId': { path: () => `/api/portal/documents/${borrowerItem}/files/${borrowerDownloadFile}`, expect: portalOnly(200) },
  'DELETE /api/portal/documents/:itemId/files/:documentFileId': { path: () => `/api/portal/documents/${borrowerItem}/files/${borrowerDocumentFile}`, expect: portalOnly(204) },
  'GET /api/me/leads/:id/files/:fileId/documents': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/documents`, expect: dashboardOnly(200, 404) },
  'POST /api/me/leads/:id/files/:fileId/documents': { path: ({ fileLead, file }) => `/api/me/leads/${fileLead}/files/${file}/documents`, body: { label: 'Matrix asked document', note: 'Asked by the matrix.' }, expect: dashboardOnly(201, 404) },
  'PATCH /api/me/leads/:id/files/:fileId/documents/:itemId': { path: ({ fileLead, file, documentItem }) => `/api/me/leads/${fileLead}/files/${file}/documents/${documentItem}`, body: { status: 'accepted' }, expect: dashboardOnly(200, 404) },
  'POST /api/me/leads/:id/files/:fileId/documents/:itemId/remove': { path: ({ fileLead, file, documentItem }) => `/api/me/leads/${fileLead}/files/${file}/documents/${documentItem}/remove`, body: { note: 'Matrix removal' }, expect: dashboardOnly(200, 404) },
  'GET /api/me/leads/:id/files/:fileId/documents/:itemId/files/:documentFileId/download': {
    path: ({ fileLead, file, documentItem, documentFile }) => `/api/me/leads/${fileLead}/files/${file}/documents/${documentItem}/files/${documentFile}/download`,
    expect: dashboardOnly(200, 404),
  },
  'GET /api/admin/leads/:id/files/:fileId/documents': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/documents`, expect: consoleOnly(200) },
  'POST /api/admin/leads/:id/files/:fileId/documents': { path: ({ fileLead, file }) => `/api/admin/leads/${fileLead}/files/${file}/documents`, body: { label: 'Matrix asked document', note: 'Asked by the matrix.' }, expect: consoleOnly(201) },
  'PATCH /api/admin/leads/:id/files/:fileId/documents/:itemId': { path: ({ fileLead, file, documentItem }) => `/api/admin/leads/${fileLead}/files/${file}/documents/${documentItem}`, body: { status: 'needs_attention', reason: 'Matrix reason' }, expect: consoleOnly(200) },
  'POST /api/admin/leads/:id/files/:fileId/documents/:itemId/remove': { path: ({ fileLead, file, documentItem }) => `/api/admin/leads/${fileLead}/files/${file}/documents/${documentItem}/remove`, body: { note: 'Matrix removal' }, expect: consoleOnly(200) },
  'GET /api/admin/leads/:id/files/:fileId/documents/:itemId/files/:documentFileId/download': {
    path: ({ fileLead, file, documentItem, documentFile }) => `/api/admin/leads/${fileLead}/files/${file}/documents/${documentItem}/files/${documentFile}/download`,
    expect: consoleOnly(200),
  },
  // Blog posts: agent A's post; agent B and the admin get 404 on it, and write their own.
  'GET /api/me/blog-posts': { path: () => '/api/me/blog-posts', expect: dashboardOnly(200) },
  'POST /api/me/blog-posts': { path: () => '/api/me/blog-posts', body: { title: 'Matrix post', content: 'Matrix words.' }, expect: dashboardOnly(201) },
  'GET /api/me/blog-posts/:id': { path: ({ post }) => `/api/me/blog-posts/${post}`, expect: dashboardOnly(200, 404) },
  'PATCH /api/me/blog-posts/:id': { path: ({ post }) => `/api/me/blog-posts/${post}`, body: { title: 'Changed by matrix' }, expect: dashboardOnly(200, 404) },
  'DELETE /api/me/blog-posts/:id': { path: ({ post }) => `/api/me/blog-posts/${post}`, expect: dashboardOnly(204, 404) },
  'GET /api/admin/blog-posts': { path: () => '/api/admin/blog-posts', expect: consoleOnly(200) },
  'GET /api/admin/blog-posts/:id': { path: ({ post }) => `/api/admin/blog-posts/${post}`, expect: consoleOnly(200) },
  'POST /api/admin/blog-posts': {
    path: () => '/api/admin/blog-posts',
    body: { title: 'Matrix post', slug: 'matrix-post', excerpt: 'Short.', content: 'Matrix words.' },
    expect: consoleOnly(201),
  },
  'PATCH /api/admin/blog-posts/:id': { path: ({ post }) => `/api/admin/blog-posts/${post}`, body: { title: 'Changed by matrix' }, expect: consoleOnly(200) },
  'PATCH /api/admin/blog-posts/:id/publication': { path: ({ post }) => `/api/admin/blog-posts/${post}/publication`, body: { isPublished: true }, expect: consoleOnly(200) },
  'DELETE /api/admin/blog-posts/:id': { path: ({ post }) => `/api/admin/blog-posts/${post}`, expect: consoleOnly(204) },
  // Testimonials: each dashboard caller submits and lists their own.
  'GET /api/me/testimonials': { path: () => '/api/me/testimonials', expect: dashboardOnly(200) },
  'POST /api/me/testimonials': { path: () => '/api/me/testimonials', body: { clientName: 'Matrix Client', content: 'Great.' }, expect: dashboardOnly(201) },
  'GET /api/admin/testimonials': { path: () => '/api/admin/testimonials', expect: consoleOnly(200) },
  'POST /api/admin/testimonials': { path: () => '/api/admin/testimonials', body: { clientName: 'Matrix Client', content: 'Great.', rating: 4, permission: { method: 'email', grantedAt: '2026-01-15', relationship: 'none' } }, expect: consoleOnly(201) },
  // The demo super admin's own testimonial: its author edits it.
  'PATCH /api/admin/testimonials/:id': {
    path: ({ adminTestimonial }) => `/api/admin/testimonials/${adminTestimonial}`,
    body: { clientName: 'Matrix Client', content: 'Edited.', rating: 5 },
    expect: consoleOnly(200),
  },
  'PATCH /api/admin/testimonials/:id/approval': { path: ({ testimonial }) => `/api/admin/testimonials/${testimonial}/approval`, body: { isApproved: true, permission: { method: 'email', grantedAt: '2026-01-15', relationship: 'none' } }, expect: consoleOnly(200) },
  'DELETE /api/admin/testimonials/:id': { path: ({ testimonial }) => `/api/admin/testimonials/${testimonial}`, expect: consoleOnly(204) },
  'GET /api/admin/news-config': { path: () => '/api/admin/news-config', expect: consoleOnly(200) },
  // The default test app reaches no outside service: the feed list may be saved empty, the test answers a failure.
  'PUT /api/admin/news-config': { path: () => '/api/admin/news-config', body: { appId: 'matrix', appKey: 'k', accessToken: 't', userId: '1' }, expect: consoleOnly(200) },
  'POST /api/admin/news-config/test': { path: () => '/api/admin/news-config/test', expect: consoleOnly(200) },
  // Runs after the PUT above has stored an app id (cells run in this order).
  'POST /api/admin/news-config/oauth': { path: () => '/api/admin/news-config/oauth', expect: consoleOnly(200) },
  // The super admin's own call with a state nobody issued: refused (400), after the role check.
  'POST /api/admin/news-config/oauth/callback': { path: () => '/api/admin/news-config/oauth/callback', body: { code: 'c', state: 'not-issued' }, expect: consoleOnly(400) },
  'GET /api/admin/news-feeds': { path: () => '/api/admin/news-feeds', expect: consoleOnly(200) },
  'PUT /api/admin/news-feeds': { path: () => '/api/admin/news-feeds', body: { feeds: [] }, expect: consoleOnly(200) },
  'GET /api/admin/rates': { path: () => '/api/admin/rates', expect: consoleOnly(200) },
  'POST /api/admin/rates': { path: () => '/api/admin/rates', body: { province: 'ON', termMonths: 60, rateType: 'fixed', mortgageType: 'Conventional', postedRate: 5, ourRate: 4 }, expect: consoleOnly(201) },
  'GET /api/admin/rates/source': { path: () => '/api/admin/rates/source', expect: consoleOnly(200) },
  'PUT /api/admin/rates/source': { path: () => '/api/admin/rates/source', bodyFor: async () => ({ url: fixture.url('/rates'), format: 'html-table' }), expect: consoleOnly(200) },
  // The source is the local fixture page (set in beforeAll): a scrape by the super admin succeeds.
  'POST /api/admin/rates/scrape': { path: () => '/api/admin/rates/scrape', expect: consoleOnly(200) },
  'GET /api/admin/rates/representative-example': { path: () => '/api/admin/rates/representative-example', expect: consoleOnly(200) },
  'PUT /api/admin/rates/representative-example': {
    path: () => '/api/admin/rates/representative-example',
    body: { amount: 400_000, amortizationYears: 25, fees: { appraisal: 0, lender: 0, brokerage: 0, legal: 0 } },
    expect: consoleOnly(200),
  },
  'GET /api/admin/rates/:id/history': { path: ({ rate }) => `/api/admin/rates/${rate}/history`, expect: consoleOnly(200) },
  'PATCH /api/admin/rates/:id': { path: ({ rate }) => `/api/admin/rates/${rate}`, body: { ourRate: 3.5 }, expect: consoleOnly(200) },
  'DELETE /api/admin/rates/:id': { path: ({ rate }) => `/api/admin/rates/${rate}`, expect: consoleOnly(204) },
  'GET /api/admin/products': { path: () => '/api/admin/products', expect: consoleOnly(200) },
  'POST /api/admin/products': { path: () => '/api/admin/products', body: { name: 'Matrix product' }, expect: consoleOnly(201) },
  'GET /api/admin/products/:id': { path: ({ product }) => `/api/admin/products/${product}`, expect: consoleOnly(200) },
  'PATCH /api/admin/products/:id': { path: ({ product }) => `/api/admin/products/${product}`, body: { name: 'Renamed' }, expect: consoleOnly(200) },
  'DELETE /api/admin/products/:id': { path: ({ product }) => `/api/admin/products/${product}`, expect: consoleOnly(204) },
  'GET /api/admin/services': { path: () => '/api/admin/services', expect: consoleOnly(200) },
  'POST /api/admin/services': { path: () => '/api/admin/services', body: { name: 'Matrix service', features: ['One'] }, expect: consoleOnly(201) },
  'GET /api/admin/services/:id': { path: ({ service }) => `/api/admin/services/${service}`, expect: consoleOnly(200) },
  'PATCH /api/admin/services/:id': { path: ({ service }) => `/api/admin/services/${service}`, body: { name: 'Renamed' }, expect: consoleOnly(200) },
  'DELETE /api/admin/services/:id': { path: ({ service }) => `/api/admin/services/${service}`, expect: consoleOnly(204) },
  'GET /api/admin/lenders': { path: () => '/api/admin/lenders', expect: consoleOnly(200) },
  'POST /api/admin/lenders': { path: () => '/api/admin/lenders', body: { name: 'Matrix lender' }, expect: consoleOnly(201) },
  'PUT /api/admin/lenders/order': {
    path: () => '/api/admin/lenders/order',
    bodyFor: async () => ({ ids: (await t.db.select({ id: lenders.id }).from(lenders)).map((l) => l.id).reverse() }),
    expect: consoleOnly(200),
  },
  'GET /api/admin/lenders/:id': { path: ({ lender }) => `/api/admin/lenders/${lender}`, expect: consoleOnly(200) },
  'PATCH /api/admin/lenders/:id': { path: ({ lender }) => `/api/admin/lenders/${lender}`, body: { name: 'Renamed', type: 'alternate_lender' }, expect: consoleOnly(200) },
  'DELETE /api/admin/lenders/:id': { path: ({ lender }) => `/api/admin/lenders/${lender}`, expect: consoleOnly(204) },
  // A preview: nothing is written, whoever asks.
  'POST /api/admin/leads/import': { path: () => '/api/admin/leads/import?dryRun=true', body: { csv: 'Client,Email\r\nMatrix Import,matrix-import@example.com\r\n' }, expect: consoleOnly(200) },
  'GET /api/admin/webhooks': { path: () => '/api/admin/webhooks', expect: consoleOnly(200) },
  'POST /api/admin/webhooks': { path: () => '/api/admin/webhooks', body: { url: 'https://crm.example/hooks/maple', events: ['lead.created'] }, expect: consoleOnly(201) },
  'PATCH /api/admin/webhooks/:id': { path: ({ webhook }) => `/api/admin/webhooks/${webhook}`, body: { isActive: false }, expect: consoleOnly(200) },
  'DELETE /api/admin/webhooks/:id': { path: ({ webhook }) => `/api/admin/webhooks/${webhook}`, expect: consoleOnly(204) },
  'GET /api/admin/webhooks/:id/deliveries': { path: ({ webhook }) => `/api/admin/webhooks/${webhook}/deliveries`, expect: consoleOnly(200) },
  'POST /api/admin/webhooks/:id/test': { path: ({ webhook }) => `/api/admin/webhooks/${webhook}/test`, expect: consoleOnly(202) },
  // The lead inbox and routing are the brokerage's business: no agent or admin reads them.
  'GET /api/admin/settings': { path: () => '/api/admin/settings', expect: consoleOnly(200) },
  'PUT /api/admin/settings': { path: () => '/api/admin/settings', body: demoSiteSettings, expect: consoleOnly(200) },
  'GET /api/admin/privacy-policy/default': { path: () => '/api/admin/privacy-policy/default', expect: consoleOnly(200) },
  // The console's users: a user of the matrix's own is disabled and sent a link, never a caller.
  'GET /api/admin/users': { path: () => '/api/admin/users?q=matrix', expect: consoleOnly(200) },
  'PATCH /api/admin/users/:id': { path: () => `/api/admin/users/${disposableUserId}`, body: { disabled: true }, expect: consoleOnly(200) },
  'POST /api/admin/users/:id/password-reset': { path: () => `/api/admin/users/${disposableUserId}/password-reset`, expect: consoleOnly(202) },
  // The console's Privacy tab (issue 26): personal data of anyone, so the super admin's alone.
  'GET /api/admin/privacy/search': { path: () => '/api/admin/privacy/search?q=matrix.person%40example.com', expect: consoleOnly(200) },
  'GET /api/admin/privacy/requests': { path: () => '/api/admin/privacy/requests?status=open', expect: consoleOnly(200) },
  'POST /api/admin/privacy/requests': { path: () => '/api/admin/privacy/requests', body: { kind: 'access', email: 'matrix.person@example.com' }, expect: consoleOnly(201) },
  'GET /api/admin/privacy/requests/:id': { path: ({ privacyRequest }) => `/api/admin/privacy/requests/${privacyRequest}`, expect: consoleOnly(200) },
  'PATCH /api/admin/privacy/requests/:id': { path: ({ privacyRequest }) => `/api/admin/privacy/requests/${privacyRequest}`, body: { status: 'in_progress' }, expect: consoleOnly(200) },
  'GET /api/admin/privacy/requests/:id/export': { path: ({ privacyRequest }) => `/api/admin/privacy/requests/${privacyRequest}/export`, expect: consoleOnly(200) },
  'POST /api/admin/privacy/requests/:id/erase': { path: ({ privacyRequest }) => `/api/admin/privacy/requests/${privacyRequest}/erase`, expect: consoleOnly(200) },
  'GET /api/admin/privacy/retention/preview': { path: () => '/api/admin/privacy/retention/preview?leadMonths=36&transcriptMonths=12&outboxDays=30', expect: consoleOnly(200) },
  'GET /api/admin/privacy/incidents': { path: () => '/api/admin/privacy/incidents', expect: consoleOnly(200) },
  'POST /api/admin/privacy/incidents': { path: () => '/api/admin/privacy/incidents', body: matrixIncident, expect: consoleOnly(201) },
  'GET /api/admin/privacy/incidents/export.csv': { path: () => '/api/admin/privacy/incidents/export.csv', expect: consoleOnly(200) },
  'PATCH /api/admin/privacy/incidents/:id': { path: ({ incident }) => `/api/admin/privacy/incidents/${incident}`, body: { reportedToPeopleOn: '2024-01-10' }, expect: consoleOnly(200) },
  'DELETE /api/admin/privacy/incidents/:id': { path: ({ incident }) => `/api/admin/privacy/incidents/${incident}`, expect: consoleOnly(204) },
};

/** A session row of agent A's, made directly (a sign-in per cell would cost a password hash); better-auth checks expiry against the machine's clock, hence a far date. */
async function newSessionOfA(): Promise<string> {
  const [owner] = await t.db.select({ userId: agents.userId }).from(agents).where(eq(agents.id, agentAId));
  const [row] = await t.db
    .insert(session)
    .values({ id: randomUUID(), token: randomUUID(), userId: owner!.userId!, expiresAt: new Date('2100-01-01T00:00:00Z'), userAgent: 'Matrix Browser' })
    .returning({ id: session.id });
  return row!.id;
}

const accounts: Record<Exclude<Caller, 'anonymous' | 'borrower'>, [string, string]> = {
  other: ['other@matrix.test', 'matrix-password-1'],
  agentA: ['agent@demo.maple.test', demoPassword],
  agentB: ['agent2@demo.maple.test', demoPassword],
  admin: ['admin@matrix.test', 'matrix-password-1'],
  superAdmin: ['admin@demo.maple.test', demoPassword],
};
const pick = (statuses: Statuses, keys: Caller[]) => Object.fromEntries(keys.map((k) => [k, statuses[k]]));

let t: TestApp;
let fixture: RateSourceFixture;
let cookies: Record<Exclude<Caller, 'anonymous'>, string>;
let borrowerApplicantId: string;
/** The matrix borrower's document, a file they uploaded to it, and two uploads in progress (one to read and patch, one to abandon). */
let borrowerItem: string;
let borrowerDocumentFile: string;
/** A file the matrix borrower uploaded, with its bytes in storage (the download's). */
let borrowerDownloadFile: string;
let borrowerUpload: string;
let borrowerUploadToCancel: string;
let agentAId: string;
let agentBId: string;
let throwawayAgentId: string;
let superAdminId: string;
let unattachedUserId: string;
let disposableUserId: string;

beforeAll(async () => {
  fixture = await startRateSourceFixture();
  t = await createTestApp({ outsideFetch: { allowPrivate: (_address, port) => port === fixture.port }, leadsPerTenMinutes: 1000, metricsToken: 'matrix-metrics-token' });
  await insertBlogPost(t.db, { title: 'Matrix public post', slug: publicPostSlug, isPublished: true, publishedAt: t.clock.now() });
  await t.db.insert(rateSource).values({ url: fixture.url('/rates'), format: 'html-table' });
  await createUserWithPassword(t.db, { email: 'other@matrix.test', password: 'matrix-password-1', role: 'other', name: 'Other Person' });
  await createUserWithPassword(t.db, { email: 'admin@matrix.test', password: 'matrix-password-1', role: 'admin', name: 'Admin Person' });
  cookies = {
    other: await t.signIn('other@matrix.test', 'matrix-password-1'),
    agentA: await t.as('sarah').cookie(),
    agentB: await t.as('marc').cookie(),
    admin: await t.signIn('admin@matrix.test', 'matrix-password-1'),
    superAdmin: await t.as('admin').cookie(),
    borrower: '',
  };
  agentAId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
  agentBId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'marcgagnon')))[0]!.id;
  throwawayAgentId = (await insertAgent(t.db, { name: 'Matrix Throwaway' })).id;
  const unattached = await createUserWithPassword(t.db, { email: 'unattached@matrix.test', password: 'matrix-password-1', role: 'other', name: 'Unattached Person' });
  unattachedUserId = unattached.user.id;
  disposableUserId = (await createUserWithPassword(t.db, { email: 'disposable@matrix.test', password: 'matrix-password-1', role: 'agent', name: 'Disposable Person' })).user.id;
  await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, unattachedUserId));
  superAdminId = (await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'admin@demo.maple.test')))[0]!.id;
  // The news configuration the OAuth start needs, whichever engine its cell runs on.
  await t.request('/api/admin/news-config', { method: 'PUT', cookie: cookies.superAdmin, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ appId: 'matrix', appKey: 'k', accessToken: 't', userId: '1' }) });
  // The borrower: the main applicant of a file of agent A's, with a portal session made directly.
  const borrowerLead = await insertLead(t.db, { agentId: agentAId, clientName: 'Matrix Borrower' });
  const [borrowerFile] = await t.db.insert(mortgageFiles).values({ leadId: borrowerLead.id, createdAt: t.clock.now(), stageChangedAt: t.clock.now() }).returning();
  borrowerApplicantId = (await t.db.insert(portalApplicants).values({ fileId: borrowerFile!.id, role: 'main', name: 'Matrix Borrower', email: 'matrix.borrower@example.com', createdAt: t.clock.now() }).returning())[0]!.id;
  cookies.borrower = await newBorrowerSession();
  const now = t.clock.now();
  borrowerItem = (await t.db.insert(fileDocumentItems).values({ fileId: borrowerFile!.id, key: `agent:${randomUUID()}`, origin: 'agent', label: 'Matrix borrower document', createdAt: now, updatedAt: now }).returning())[0]!.id;
  borrowerDocumentFile = (
    await t.db
      .insert(fileDocumentFiles)
      .values({ itemId: borrowerItem, fileId: borrowerFile!.id, storageKey: `${borrowerFile!.id}/1700000000000-a1b2c3d4-matrix.pdf`, name: 'matrix.pdf', contentType: 'application/pdf', size: 10, uploadedByApplicantId: borrowerApplicantId, uploadedAt: now })
      .returning()
  )[0]!.id;
  const downloadKey = `${borrowerFile!.id}/1700000000001-e5f6a7b8-download.pdf`;
  const downloadBytes = new TextEncoder().encode(pdf('matrix download'));
  await t.storage.put('file-documents', downloadKey, downloadBytes, 'application/pdf');
  borrowerDownloadFile = (
    await t.db
      .insert(fileDocumentFiles)
      .values({ itemId: borrowerItem, fileId: borrowerFile!.id, storageKey: downloadKey, name: 'download.pdf', contentType: 'application/pdf', size: downloadBytes.byteLength, uploadedByApplicantId: borrowerApplicantId, uploadedAt: now })
      .returning()
  )[0]!.id;
  borrowerUpload = await newUploadOfBorrower();
  borrowerUploadToCancel = await newUploadOfBorrower();
}, 60_000);

/** A tus upload in progress of the matrix borrower's, started as the portal starts one; answers its id. */
async function newUploadOfBorrower(): Promise<string> {
  const metadata = `itemId ${Buffer.from(borrowerItem).toString('base64')},filename ${Buffer.from('matrix.pdf').toString('base64')}`;
  const res = await t.request('/api/portal/uploads', { method: 'POST', cookie: cookies.borrower, headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': metadata } });
  if (res.status !== 201) throw new Error(`matrix upload not started: ${res.status}`);
  return res.headers.get('location')!.split('/').at(-1)!;
}

/** A portal session of the matrix's borrower, as the cookie that carries it. */
async function newBorrowerSession(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(portalSessions).values({ applicantId: borrowerApplicantId, tokenHash: createHash('sha256').update(token).digest('hex'), createdAt: t.clock.now(), expiresAt: new Date(t.clock.now().getTime() + 3600_000) });
  return `maple_portal=${token}`;
}

/** A new mailed link of the matrix's borrower, as the token the page posts. */
async function newLinkToken(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(portalLinks).values({ applicantId: borrowerApplicantId, tokenHash: createHash('sha256').update(token).digest('hex'), createdAt: t.clock.now(), expiresAt: new Date(t.clock.now().getTime() + 3600_000) });
  return token;
}
afterAll(async () => {
  await fixture.close();
  await t.close();
});

/**
 * Agent A's rows and the console's for one cell. A write gets its own, so no cell sees another's
 * change; reads change nothing and share one set, which also keeps the lists every later cell reads
 * from growing by a set per read.
 */
async function createRowsOfA(): Promise<RowsOfA> {
  const lead = await insertLead(t.db, { agentId: agentAId, clientName: markersOfA.lead });
  const uploaded = await t.request('/api/me/documents', { method: 'POST', cookie: cookies.agentA, body: multipart(pdf('matrix'), markersOfA.document, 'application/pdf') });
  const documentOfA = ((await uploaded.json()) as { document: { id: string } }).document.id;
  // A draft: a published post is the team's to read; a draft is its author's alone.
  const post = await insertBlogPost(t.db, { agentId: agentAId, title: markersOfA.post, isPublished: false });
  const testimonial = await insertTestimonial(t.db, { agentId: agentAId, clientName: markersOfA.testimonial, isApproved: false });
  const adminTestimonial = await insertTestimonial(t.db, { agentId: null, adminId: superAdminId, clientName: 'Admin Client', isApproved: true });
  const identifiedLead = await insertLead(t.db, { agentId: agentAId, clientName: markersOfA.identification });
  const identification = (
    await t.db
      .insert(leadIdentifications)
      .values({
        ...identityOfA,
        documentNumberEncrypted: t.secrets.encryptSecret(matrixIdentification.documentNumber),
        leadId: identifiedLead.id,
        verifiedByName: 'Sarah Chen',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning()
  )[0]!.id;
  const fileLead = await insertLead(t.db, { agentId: agentAId, clientName: markersOfA.lead });
  const [file] = await t.db.insert(mortgageFiles).values({ leadId: fileLead.id, createdAt: t.clock.now(), stageChangedAt: t.clock.now() }).returning();
  const [applicant] = await t.db.insert(portalApplicants).values({ fileId: file!.id, role: 'main', name: markersOfA.lead, email: 'matrix.client@example.com', createdAt: t.clock.now() }).returning();
  const [documentItem] = await t.db
    .insert(fileDocumentItems)
    .values({ fileId: file!.id, key: `agent:${randomUUID()}`, origin: 'agent', label: markersOfA.documentItem, status: 'uploaded', createdAt: t.clock.now(), updatedAt: t.clock.now() })
    .returning();
  const documentKey = `${file!.id}/${t.clock.now().getTime()}-${randomBytes(4).toString('hex')}-matrix.pdf`;
  const documentBytes = new TextEncoder().encode(pdf('matrix'));
  await t.storage.put('file-documents', documentKey, documentBytes, 'application/pdf');
  const [documentFile] = await t.db
    .insert(fileDocumentFiles)
    .values({ itemId: documentItem!.id, fileId: file!.id, storageKey: documentKey, name: 'matrix.pdf', contentType: 'application/pdf', size: documentBytes.byteLength, uploadedAt: t.clock.now() })
    .returning();
  const [task] = await t.db.insert(tasks).values({ leadId: lead.id, agentId: agentAId, title: markersOfA.task, dueDate: '2026-01-15', createdAt: t.clock.now() }).returning();
  const fundedLead = await insertLead(t.db, { agentId: agentAId, clientName: markersOfA.lead });
  const [fundedFile] = await t.db.insert(mortgageFiles).values({ leadId: fundedLead.id, stage: 'funded', createdAt: t.clock.now(), stageChangedAt: t.clock.now(), closedAt: t.clock.now() }).returning();
  const [fundedMortgage] = await t.db.insert(fundedMortgages).values({
    ...matrixFunded,
    lender: markersOfA.lender,
    amountCents: 40_000_000,
    ratePercent: 4.5,
    fileId: fundedFile!.id,
    agentId: agentAId,
    clientName: markersOfA.lead,
    clientEmail: 'matrix.funded@example.com',
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  }).returning();
  return {
    task: task!.id,
    fundedLead: fundedLead.id,
    fundedFile: fundedFile!.id,
    fundedMortgage: fundedMortgage!.id,
    documentItem: documentItem!.id,
    documentFile: documentFile!.id,
    applicant: applicant!.id,
    lead: lead.id,
    fileLead: fileLead.id,
    file: file!.id,
    document: documentOfA,
    post: post.id,
    testimonial: testimonial.id,
    adminTestimonial: adminTestimonial.id,
    rate: (await insertRate(t.db, { province: 'NU', ourRate: 9.876 })).id,
    product: (await insertProduct(t.db)).id,
    service: (await insertService(t.db)).id,
    lender: (await insertLender(t.db)).id,
    privacyRequest: (await t.db.insert(privacyRequests).values({ kind: 'erasure', email: 'matrix.person@example.com', receivedAt: t.clock.now(), dueAt: t.clock.now(), createdAt: t.clock.now(), updatedAt: t.clock.now() }).returning())[0]!.id,
    incident: (await t.db.insert(privacyIncidents).values({ ...matrixIncident, createdAt: t.clock.now(), updatedAt: t.clock.now() }).returning())[0]!.id,
    webhook: (await t.db.insert(webhooks).values({ url: 'https://crm.example/hooks/matrix', events: ['lead.created'], secretEncrypted: t.secrets.encryptSecret('whsec_matrix-secret-0123456789') }).returning())[0]!.id,
    identifiedLead: identifiedLead.id,
    identification,
    campaign: (
      await t.db
        .insert(campaigns)
        .values({ subject: 'Matrix campaign', body: 'Hello', audience: { kind: 'leads', province: 'NU' }, createdAt: t.clock.now(), updatedAt: t.clock.now() })
        .returning()
    )[0]!.id,
  };
}
let rowsForReads: Promise<RowsOfA> | undefined;

/**
 * Each of a cell's rows as stored (as JSON text), read in one statement: taken before and after a
 * refused request, which must leave them equal. Seventeen reads after each of the thousand refused
 * cells were two thirds of the matrix's statements.
 */
async function rowsAsStored(rows: RowsOfA): Promise<Record<string, string | null>> {
  const row = (table: AnyPgTable, column: string, id: string) => sql`(select row_to_json(x)::text from ${table} x where x.${sql.identifier(column)} = ${id})`;
  const result = await t.db.execute(sql`select
    ${row(leads, 'id', rows.lead)} as lead,
    ${row(agentDocuments, 'id', rows.document)} as document,
    ${row(blogPosts, 'id', rows.post)} as post,
    ${row(testimonials, 'id', rows.testimonial)} as testimonial,
    ${row(testimonials, 'id', rows.adminTestimonial)} as admin_testimonial,
    ${row(tasks, 'id', rows.task)} as task,
    ${row(mortgageRates, 'id', rows.rate)} as rate,
    ${row(products, 'id', rows.product)} as product,
    ${row(mortgageServices, 'id', rows.service)} as service,
    ${row(lenders, 'id', rows.lender)} as lender,
    ${row(leadIdentifications, 'id', rows.identification)} as identification,
    (select count(*)::text from ${leadIdentifications} x where x.lead_id = ${rows.identifiedLead}) as identifications_of_lead,
    ${row(fileDocumentItems, 'id', rows.documentItem)} as document_item,
    ${row(fileDocumentFiles, 'id', rows.documentFile)} as document_file,
    ${row(fundedMortgages, 'file_id', rows.fundedFile)} as funded`);
  return (result as unknown as { rows: Record<string, string | null>[] }).rows[0]!;
}

/** A session of the caller's own for one cell: a staff sign-in, or a new portal session. */
const freshCookieOf = (caller: Exclude<Caller, 'anonymous'>) => (caller === 'borrower' ? newBorrowerSession() : t.signIn(...accounts[caller]));

describe('authorization matrix', () => {
  const defined = () => new Set(t.app.routes.filter((r) => definitionOf(r.handler)).map((r) => `${r.method} ${r.path}`));
  // Every /api route (one without a definition fails below) and every other route with one.
  const apiRouteKeys = () => routeKeys(t.app).filter((key) => / \/api\//.test(key) || defined().has(key));

  it('has an expectation for every /api route the app registers, public ones included', () => {
    expect(missingExpectations(apiRouteKeys(), Object.keys(expectations))).toEqual([]);
    expect(apiRouteKeys().filter((key) => !key.includes('/api/me') && !key.includes('/api/admin')).length).toBeGreaterThan(20);
  });

  it('fails for a route nobody decided on (the check above is not vacuous)', () => {
    const keys = [...apiRouteKeys(), 'POST /api/admin/made-up'];
    expect(missingExpectations(keys, Object.keys(expectations))).toEqual(['POST /api/admin/made-up']);
  });

  it("agrees with the audience each route declares: who is turned away at the door, and who is not", () => {
    const declared = new Map<string, Audience>(t.app.routes.flatMap((r) => (definitionOf(r.handler) ? [[`${r.method} ${r.path}`, definitionOf(r.handler)!.audience] as const] : [])));
    const refusedAtTheDoor: Record<Audience, Partial<Statuses>> = {
      public: {},
      'signed-in': { anonymous: 401, borrower: 401 },
      dashboard: { anonymous: 401, other: 403, superAdmin: 403, borrower: 401 },
      console: { anonymous: 401, other: 403, agentA: 403, agentB: 403, admin: 403, borrower: 401 },
      portal: { anonymous: 401, other: 401, agentA: 401, agentB: 401, admin: 401, superAdmin: 401 },
      operator: everyone(401),
    };
    for (const key of apiRouteKeys()) {
      const audience = declared.get(key);
      expect(audience, `${key} has no definition`).toBeDefined();
      const statuses = expectations[key]!.expect;
      const refused = refusedAtTheDoor[audience!];
      expect({ key, ...pick(statuses, Object.keys(refused) as Caller[]) }).toEqual({ key, ...refused });
      const admitted = callers.filter((caller) => !(caller in refused));
      for (const caller of admitted) expect([401, 403], `${key} as ${caller}`).not.toContain(statuses[caller]);
      if (audience === 'public') expect(new Set(Object.values(statuses)).size, `${key}: the same answer for everyone`).toBe(1);
    }
  });

  const allCells = Object.entries(expectations).flatMap(([key, c]) => callers.map((caller) => [key, caller, c.expect[caller]] as const));
  // When both engines run (vitest.config.ts), each cell runs on one of them: MAPLE_MATRIX_SHARE is
  // `remainders:parts` ('0,1,2,3,4:6' for PostgreSQL, '5:6' for PGlite: a cell cost PGlite about
  // eight times as much in `npm test`, decision 091), the cells whose index leaves one
  // of those remainders. Who may call a route is decided before any SQL, the same on both engines;
  // the SQL that keeps agent A's rows from agent B runs on both in the modules' own tests. Alone, an
  // engine takes every cell. Each engine ran all of them before: 57 s of the run for the same proof.
  const [remainders, parts] = (process.env.MAPLE_MATRIX_SHARE ?? '0:1').split(':') as [string, string];
  const mine = new Set(remainders.split(',').map(Number));
  const cells = allCells.filter((_, index) => mine.has(index % Number(parts)));
  it.each(cells)('%s as %s → %i', async (key, caller, status) => {
    const { path, body: fixedBody, bodyFor, form, freshSession } = expectations[key]!;
    const method = key.split(' ')[0]!;
    // Only a write that succeeds gets rows of its own: a read or a refused write must leave the shared
    // rows exactly as they were, which the checks below hold it to (a refused write that changed one
    // fails here, and the cells after it would see the change too). Making 25 rows for every cell
    // was most of the matrix's time.
    const rows = method === 'GET' || status >= 400 ? await (rowsForReads ??= createRowsOfA()) : await createRowsOfA();
    const body = bodyFor ? await bodyFor(rows) : fixedBody;
    const before = status >= 400 ? await rowsAsStored(rows) : undefined;
    // Every one of them is there to be kept (the comparison below is not between two nothings).
    if (before) expect(Object.keys(before).filter((name) => before[name] === null)).toEqual([]);
    const res = await t.request(path(rows), {
      method,
      cookie: caller === 'anonymous' ? undefined : freshSession ? await freshCookieOf(caller) : cookies[caller],
      headers: body ? { 'content-type': 'application/json' } : {},
      body: form ? await form() : body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(status);
    // A list, an export or a report of another agent's or admin's own never carries agent A's rows.
    if (status < 300 && (caller === 'agentB' || caller === 'admin')) {
      const text = await res.clone().text();
      for (const marker of Object.values(markersOfA)) expect(text, marker).not.toContain(marker);
    }
    if (status >= 400) {
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe({ 400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict' }[status]);
      // A refused write leaves every row of A's and the console's as it was, to the last column.
      expect(await rowsAsStored(rows)).toEqual(before);
    }
  });
});

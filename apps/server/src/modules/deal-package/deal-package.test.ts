// The deal package (issue 39 §9, decision 100): the application with its consent records, as JSON
// described in the OpenAPI document and as a readable PDF; the lead's agent and the console only.
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { auditEvents } from '@maple/db/schema/audit-events';
import { insertLead } from '@maple/db/seed/factories';
import type { DealPackage } from '@maple/shared/schemas/deal-package';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import type { PortalFile } from '@maple/shared/schemas/portal';
import { outboxMessages } from '../../test/eml.ts';
import { borrowerOfNewFile } from '../../test/portal-borrower.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp();
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

/** The text a PDF draws: its content streams inflated (jsPDF compresses them). */
function pdfText(bytes: Buffer): string {
  const text: string[] = [];
  const raw = bytes.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      text.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not a compressed stream (an image or a font): nothing to read.
    }
  }
  return text.join('\n');
}

async function fileWithApplication(email: string) {
  const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Priya Nair', clientEmail: email });
  const file = (await json(await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {}))) as MortgageFile;
  await t.runJobs();
  const [mail] = (await outboxMessages(t.outbox, (name) => name.includes('portal-link-'))).filter((m) => m.headers.to?.includes(email));
  const token = /#([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  const entered = await t.app.request('/api/portal/session', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const cookie = entered.headers.get('set-cookie')!.split(';')[0]!;
  const me = ((await json(entered)) as PortalFile).me.id;
  const put = (step: string, body: unknown) => t.request(`/api/portal/application/${step}`, { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await put('applicants', { applicants: [{ id: me, role: 'main', firstName: 'Priya', lastName: 'Nair', dateOfBirth: '1991-06-02', email: 'priya@example.ca', maritalStatus: 'single', dependants: 0, phone: '613-555-0142', residencyStatus: 'citizen' }] })).status).toBe(200);
  expect((await put('property', { purpose: 'purchase', address: { street: '301 Churchill Avenue North', city: 'Ottawa', province: 'ON', postalCode: 'K1Z 5B9' }, price: 689_000, occupancy: 'owner_occupied', propertyType: 'semi_detached', propertyTax: 5_212, heating: 145, newBuild: false, firstTimeBuyer: true })).status).toBe(200);
  return { leadId: lead.id, file };
}

describe('the deal package', () => {
  it('gives the agent the file, the application as saved, portal access and consents as JSON', async () => {
    const { leadId, file } = await fileWithApplication('priya.package@example.com');
    const res = await t.as('sarah').get(`/api/me/leads/${leadId}/files/${file.id}/package`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="application-${file.id}.json"`);
    const pkg = (await json(res)) as DealPackage;
    expect(pkg).toMatchObject({ madeAt: t.clock.now().toISOString(), file: { id: file.id, clientName: 'Priya Nair' }, application: { version: null, sha256: null }, consents: [] });
    expect(Object.keys(pkg.application.steps).sort()).toEqual(['applicants', 'property']);
    expect(pkg.applicants.map((a) => a.email)).toEqual(['priya.package@example.com']);
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files/${file.id}/package`)).status).toBe(404);
    expect((await t.as('admin').get(`/api/admin/leads/${leadId}/files/${file.id}/package`)).status).toBe(200);
  });

  it('is a readable PDF with every step, the labels and the money in words', async () => {
    const { leadId, file } = await fileWithApplication('priya.pdf@example.com');
    const res = await t.as('sarah').get(`/api/me/leads/${leadId}/files/${file.id}/package.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const shown of ['Mortgage application', 'Client: Priya Nair', 'Not submitted yet', 'Applicants', 'First name: Priya', 'Purchase price', '$689,000.00', 'Semi-detached house', 'Employment', 'Not saved', 'Consent records']) {
      expect(text, shown).toContain(shown);
    }
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files/${file.id}/package.pdf`)).status).toBe(404);
  });
});

describe('the deal package as a ZIP', () => {
  it('holds the PDF, the JSON and the accepted documents (only those), each document read on the audit trail', async () => {
    const borrower = await borrowerOfNewFile(t, 'zip.borrower@example.com');
    const put = (path: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
      t.request(path, { method, cookie: borrower.cookie, headers: { ...(body && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}), ...headers }, body: body instanceof Uint8Array ? body : body === undefined ? undefined : JSON.stringify(body) } as RequestInit);
    const applicant = { id: borrower.applicantId, role: 'main', firstName: 'Amira', lastName: 'Haddad', dateOfBirth: '1990-05-01', email: 'zip.borrower@example.com', maritalStatus: 'single', dependants: 0, phone: '416-555-0100', residencyStatus: 'citizen' };
    expect((await put('/api/portal/application/applicants', 'PUT', { applicants: [applicant] })).status).toBe(200);
    const items = ((await json(await put('/api/portal/documents', 'GET'))) as { items: { id: string; key: string }[] }).items;
    const photoId = items.find((item) => item.key.startsWith('government_photo_id:'))!;
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'));
    const meta = `itemId ${Buffer.from(photoId.id).toString('base64')},filename ${Buffer.from('licence.pdf').toString('base64')}`;
    const created = await put('/api/portal/uploads', 'POST', undefined, { 'tus-resumable': '1.0.0', 'upload-length': String(pdf.byteLength), 'upload-metadata': meta });
    expect(created.status).toBe(201);
    expect((await put(created.headers.get('location')!, 'PATCH', pdf, { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' })).status).toBe(200);

    const zipOf = async () => unzipSync(new Uint8Array(await (await t.as('sarah').get(`/api/me/leads/${borrower.leadId}/files/${borrower.fileId}/package.zip`)).arrayBuffer()));
    // Uploaded but not accepted: not in the package.
    expect(Object.keys(await zipOf()).sort()).toEqual(['application.json', 'application.pdf']);
    const reviewed = await t.as('sarah').patch(`/api/me/leads/${borrower.leadId}/files/${borrower.fileId}/documents/${photoId.id}`, { status: 'accepted' });
    expect(reviewed.status).toBe(200);
    const audited = async () => t.db.$count(auditEvents, eq(auditEvents.kind, 'file_document_downloaded'));
    const before = await audited();
    const res = await t.as('sarah').get(`/api/me/leads/${borrower.leadId}/files/${borrower.fileId}/package.zip`);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['application.json', 'application.pdf', 'documents/01-government-issued-photo-id-amira-haddad/licence.pdf']);
    expect(Buffer.compare(Buffer.from(files['documents/01-government-issued-photo-id-amira-haddad/licence.pdf']!), Buffer.from(pdf))).toBe(0);
    expect(Buffer.from(files['application.pdf']!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((JSON.parse(Buffer.from(files['application.json']!).toString('utf8')) as DealPackage).file.id).toBe(borrower.fileId);
    expect(await audited()).toBe(before + 1);
    expect((await t.as('marc').get(`/api/me/leads/${borrower.leadId}/files/${borrower.fileId}/package.zip`)).status).toBe(404);
  });
});
